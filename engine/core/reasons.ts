// Why a record or a file cannot be read, in the reader's language. The readers and the engines
// word a reason once, in English, from a fixed template; this table holds each template with its
// Spanish wording, so a reason is worded at render time in either language: the English text is
// the reason's language-neutral key (the template) and its data (the values in the slots).
// A reason whose template is not here stays in English: test/reports/one-language.test.ts runs the
// bad-input corpus in Spanish and fails on it.
import type { Lang } from './engine-types.js';

/** [English template, Spanish template]; `{name}` is a slot, `{reason}` a nested reason worded again. */
const TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  // cards and amounts (engine/core/cards.ts, money.ts)
  ['card is not a string', 'la carta no es un texto'],
  ['{text} is not a card (rank A 2-9 T J Q K, then suit s h d c)', '{text} no es una carta (valor A 2-9 T J Q K y palo s h d c)'],
  ['amount is not a finite number ({text})', 'el importe no es un número finito ({text})'],
  ['amount is not a finite number', 'el importe no es un número finito'],
  ['amount is not a number', 'el importe no es un número'],
  ['amount {text} has more than two decimals', 'el importe {text} tiene más de dos decimales'],
  ['amount {text} has too many digits to be exact', 'el importe {text} tiene demasiadas cifras para ser exacto'],
  ['amount {text} is negative', 'el importe {text} es negativo'],
  ['amount {text} is not a decimal number', 'el importe {text} no es un número decimal'],
  ['{text} is written with an exponent: the format writes numbers as plain decimals', '{text} está escrito con exponente: el formato escribe los números como decimales simples'],
  ['{text} has more digits than a number of the format can hold exactly', '{text} tiene más cifras de las que un número del formato guarda con exactitud'],
  // the format (engine/input/normalize.ts)
  ['record is not a JSON object (a hand)', 'el registro no es un objeto JSON (una mano)'],
  ['text with a lone UTF-16 surrogate (\\ud800-\\udfff without its pair) is not Unicode and cannot be stored or cited exactly', 'un texto con un sustituto UTF-16 suelto (\\ud800-\\udfff sin su par) no es Unicode y no puede guardarse ni citarse con exactitud'],
  ['unknown game {game}: no ruleset audits it', 'juego desconocido {game}: ningún reglamento lo audita'],
  ['{k} must be a whole number', '{k} debe ser un número entero'],
  ['hand does not match the hand-log format', 'la mano no se ajusta al formato del registro de manos'],
  ['a {action} decision adds a stake: its amount is required (format 1.1)', 'la decisión {action} añade una apuesta: su importe es obligatorio (formato 1.1)'],
  ['an {action} decision adds a stake: its amount is required (format 1.1)', 'la decisión {action} añade una apuesta: su importe es obligatorio (formato 1.1)'],
  ['required field {field} is missing', 'falta el campo obligatorio {field}'],
  ['{text} is not a participant (seat:N, dealer, player or banker)', '{text} no es un participante (seat:N, dealer, player o banker)'],
  ['{text} is not an ISO 8601 date-time with an offset', '{text} no es una fecha y hora ISO 8601 con desfase horario'],
  ['{text} is not a date and time (its day does not exist)', '{text} no es una fecha y hora (su día no existe)'],
  ['{text} is not a date and time (its month does not exist)', '{text} no es una fecha y hora (su mes no existe)'],
  ['{text} is not a date and time (its time does not exist)', '{text} no es una fecha y hora (su hora no existe)'],
  ['event type {text} is not one of the hand-log format\'s event types', 'el tipo de evento {text} no es uno de los del formato del registro de manos'],
  ['the hand has {n} events; a hand may have at most {max} (a replay\'s cost grows with the square of its events)', 'la mano tiene {n} eventos; una mano puede tener como máximo {max} (el coste de reproducirla crece con el cuadrado de sus eventos)'],
  ['{text} is not allowed here (one of {allowed})', '{text} no se admite aquí (uno de {allowed})'],
  ['{text} must be integer', '{text} debe ser un número entero'],
  ['{text} must be number', '{text} debe ser un número'],
  ['{text} must be string', '{text} debe ser un texto'],
  ['{text} must be object', '{text} debe ser un objeto'],
  ['{text} must be array', '{text} debe ser una lista'],
  ['{text} is not valid', '{text} no es válido'],
  // the readers (engine/input)
  ['the file is binary (it contains NUL bytes), not a hand log: nothing read', 'el archivo es binario (contiene bytes NUL), no un registro de manos: no se leyó nada'],
  ['the file is empty: no hands', 'el archivo está vacío: ninguna mano'],
  ['the file is empty: no CSV header', 'el archivo está vacío: sin cabecera CSV'],
  ['the file is not UTF-8: read as Latin-1 (ISO-8859-1)', 'el archivo no es UTF-8: leído como Latin-1 (ISO-8859-1)'],
  ['the file is not JSON: it must start with [ or {', 'el archivo no es JSON: debe empezar por [ o {'],
  ['line is not valid JSON ({detail})', 'la línea no es JSON válido ({detail})'],
  ['hand is not valid JSON ({detail})', 'la mano no es JSON válido ({detail})'],
  ['the record nests deeper than {n} levels, the most a hand may', 'el registro anida más de {n} niveles, el máximo de una mano'],
  ['the file ends in the middle of a hand: it is cut short, or a brace or quote of the hand is missing', 'el archivo termina en medio de una mano: está cortado, o falta una llave o unas comillas de la mano'],
  ['the file ends before the JSON array is closed', 'el archivo termina antes de cerrarse la lista JSON'],
  ['the file ends before the JSON object is closed', 'el archivo termina antes de cerrarse el objeto JSON'],
  ['a hand ({id}) inside the unreadable text of the hand at line {line}: not read', 'una mano ({id}) dentro del texto ilegible de la mano de la línea {line}: no leída'],
  ['the hand is not valid JSON: a string that opens on line {line} is not closed on that line (a quote is missing)', 'la mano no es JSON válido: un texto que se abre en la línea {line} no se cierra en esa línea (faltan unas comillas)'],
  ['the hand is not valid JSON: text on line {line} is not a hand\'s start; read resumes on line {next}', 'la mano no es JSON válido: el texto de la línea {line} no es el comienzo de una mano; la lectura sigue en la línea {next}'],
  ['text on line {line} where a hand should start is not one: skipped to line {next}', 'el texto de la línea {line}, donde debería empezar una mano, no lo es: se salta a la línea {next}'],
  ['text on line {line} where a hand should start is not one', 'el texto de la línea {line}, donde debería empezar una mano, no lo es'],
  ['the array seems to close on line {line}, but text follows: it is read as more hands', 'la lista parece cerrarse en la línea {line}, pero sigue texto: se lee como más manos'],
  ['text after the end of the JSON document is ignored', 'el texto tras el final del documento JSON se ignora'],
  ['the CSV header names the column {name} twice (columns {a} and {b}): the first is read; a row whose two {name2} cells differ is rejected', 'la cabecera CSV nombra dos veces la columna {name} (columnas {a} y {b}): se lee la primera; se rechaza una fila cuyas dos celdas {name2} difieran'],
  ['the CSV header is not well formed ({detail}): read as it stands', 'la cabecera CSV está mal formada ({detail}): se lee tal como está'],
  ['the row\'s two {name} cells differ ({values})', 'las dos celdas {name} de la fila difieren ({values})'],
  ['the row is delimited by {a}, the header by {b}', 'la fila está delimitada por {a} y la cabecera por {b}'],
  ['row has {n} fields, the header has {m}', 'la fila tiene {n} campos y la cabecera {m}'],
  ['a quote opened on line {line} is not closed (its cell would run on past the next lines): the row is not read', 'unas comillas abiertas en la línea {line} no se cierran (su celda seguiría por las líneas siguientes): la fila no se lee'],
  // the engines' rejections and the judge (engine/<family>, audit/judge.ts)
  ['a card to seat {seat}, which has no wager', 'una carta al asiento {seat}, que no tiene apuesta'],
  ['the amounts are too large to compute exactly ({detail}): amounts have at most 15 digits, cents included, and what the rules derive from them must stay below 2^53 cents', 'los importes son demasiado grandes para calcularse con exactitud ({detail}): los importes tienen como máximo 15 cifras, céntimos incluidos, y lo que las reglas derivan de ellos debe quedar por debajo de 2^53 céntimos'],
  ['internal error while replaying the hand (please report): {detail}', 'error interno al reproducir la mano (por favor, infórmelo): {detail}'],
  // the command line's one-line errors (cli/)
  ['no such file: {path}', 'no existe el archivo: {path}'],
  ['the tables file {path} is not valid JSON: {detail}', 'el archivo de mesas {path} no es JSON válido: {detail}'],
  ['the tables file {path}: table {id}, {field}: {reason}', 'el archivo de mesas {path}: mesa {id}, {field}: {reason}'],
  ['the tables file {path}: table {id}: {reason}', 'el archivo de mesas {path}: mesa {id}: {reason}'],
  ['{where} must be es or en, not {value}', '{where} debe ser es o en, no {value}'],
  ['not a file: {path}', 'no es un archivo: {path}'],
  ['no log files given', 'no se dio ningún archivo de registro'],
  ['unknown ruleset {id}; available: {list}', 'reglamento desconocido {id}; disponibles: {list}'],
  ['hand {id} in {label} cannot be replayed: {message}', 'la mano {id} de {label} no puede reproducirse: {message}'],
  ['hand {id} is not in {label} (1 hand record(s) read)', 'la mano {id} no está en {label} (1 registro de mano leído)'],
  ['hand {id} is not in {label} ({n} hand record(s) read)', 'la mano {id} no está en {label} ({n} registros de manos leídos)'],
  ['{logOrRun} looks like a run id; replay reads a log file: give the log that run audited (veedor runs --db <store> lists each run\'s inputs)', '{logOrRun} parece el id de una ejecución; replay lee un archivo de registro: dé el registro que auditó esa ejecución (veedor runs --db <almacén> lista los archivos de cada ejecución)'],
  ['the tables file {path} is {kind}, not a regular file: nothing read from it', 'el archivo de mesas {path} es {kind}, no un archivo normal: no se leyó nada de él'],
  ['cannot read the tables file {path}: {detail}', 'no se puede leer el archivo de mesas {path}: {detail}'],
  ['the tables file {path} must be {"tables": {"<table_id>": {...}}}', 'el archivo de mesas {path} debe ser {"tables": {"<table_id>": {...}}}'],
  ['the tables file {path}: table {id} must be an object', 'el archivo de mesas {path}: la mesa {id} debe ser un objeto'],
  ['{option} {path}: no such directory (the folder {dir} does not exist)', '{option} {path}: no existe la carpeta {dir}'],
  ['{option} {path} is a folder, not a file', '{option} {path} es una carpeta, no un archivo'],
  ['{option} needs a file name', '{option} necesita un nombre de archivo'],
  ['{option} {path} is the same file as {other}: two outputs cannot share a file', '{option} {path} es el mismo archivo que {other}: dos salidas no pueden compartir un archivo'],
  ['{option} {path} is {hit}, {role}: writing there would destroy it', '{option} {path} es {hit}, {role}: escribir allí lo destruiría'],
  ['--sign signs the run stored with --db: give --db too', '--sign firma la ejecución guardada con --db: dé también --db'],
  ['--workers must be a whole number from 1 to {max}, or auto; not {text}', '--workers debe ser un número entero de 1 a {max}, o auto; no {text}'],
  ['verify needs a run (its id, a unique prefix, or latest), or --bundle DIR', 'verify necesita una ejecución (su id, un prefijo único o latest), o --bundle DIR'],
  ['--from {from} is after --to {to}', '--from {from} es posterior a --to {to}'],
  ['{option} {value}: expected a date as YYYY-MM-DD', '{option} {value}: se esperaba una fecha AAAA-MM-DD'],
  ['--hands must be at least 1', '--hands debe ser al menos 1'],
  ['--ruleset is required (rulesets with a simulator: {list})', '--ruleset es obligatorio (reglamentos con simulador: {list})'],
  ['internal error: {detail}', 'error interno: {detail}'],
  ['cannot write the standard output: {detail}', 'no se puede escribir la salida estándar: {detail}'],
];

// "CSV header lacks the column(s) …" is worded with a proper plural below, not from the table.
const LACKS = /^CSV header lacks the column\(s\) (.+): no hand can be read$/;

interface Compiled { re: RegExp; slots: string[]; es: string }

const COMPILED: Compiled[] = TEMPLATES.map(([en, es]) => {
  const slots: string[] = [];
  const source = en.split(/(\{\w+\})/).map((part) => {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    slots.push(m[1]!);
    return '(.*?)';
  }).join('');
  return { re: new RegExp(`^${source}$`, 's'), slots, es };
});

/** A reason (or a one-line error) in the reader's language; English text is returned as it is. */
export function wordReason(text: string, lang: Lang): string {
  if (lang === 'en') return text;
  const lacks = LACKS.exec(text);
  if (lacks) {
    const cols = lacks[1]!.split(', ');
    return cols.length === 1
      ? `a la cabecera CSV le falta la columna ${cols[0]}: no puede leerse ninguna mano`
      : `a la cabecera CSV le faltan las columnas ${cols.join(', ')}: no puede leerse ninguna mano`;
  }
  for (const c of COMPILED) {
    const m = c.re.exec(text);
    if (!m) continue;
    const values = new Map(c.slots.map((s, i) => [s, m[i + 1]!]));
    return c.es.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = values.get(name) ?? '';
      return name === 'reason' ? wordReason(v, lang) : v;
    });
  }
  return text;
}

/** Both wordings of a reason, as a finding carries its message. */
export function reasonInBoth(text: string): { es: string; en: string } {
  return { es: wordReason(text, 'es'), en: text };
}

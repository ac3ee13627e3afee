// Why a record or a file cannot be read, in the reader's language. A reader, an admission check or
// an engine says why as a code and its data (the field, the value, the limit): `reason('amount.negative',
// { text: '-5' })`. The words are chosen only where a report is written, from the one table below
// that holds each code's English and Spanish template; nothing is worded in English first and
// translated back. test/engine/core/reasons.test.ts renders every code in both languages.
import type { Lang } from './engine-types.js';

/** A slot's value: text or a number as the log or the format had it, a list, or a nested reason. */
export type ReasonValue = string | number | readonly (string | number)[] | Reason;

export interface Reason {
  readonly code: ReasonCode;
  readonly data?: Readonly<Record<string, ReasonValue>>;
}

/**
 * The templates. A slot is `{name}`; `{name|one|many}` is the word that agrees with the slot's count
 * (a number, or a list's length); `{name:a}` is English "a x" / "an x"; `{name@dict}` is the slot's
 * value looked up in one of the small dictionaries below (a type name, a part of a date).
 */
const REASONS = {
  // cards and amounts (engine/core/cards.ts, money.ts)
  'card.not-string': { en: 'card is not a string', es: 'la carta no es un texto' },
  'card.invalid': { en: '{text} is not a card (rank A 2-9 T J Q K, then suit s h d c)', es: '{text} no es una carta (valor A 2-9 T J Q K y palo s h d c)' },
  'amount.not-finite': { en: 'amount is not a finite number', es: 'el importe no es un número finito' },
  'amount.not-finite-text': { en: 'amount is not a finite number ({text})', es: 'el importe no es un número finito ({text})' },
  'amount.not-number': { en: 'amount is not a number', es: 'el importe no es un número' },
  'amount.too-many-decimals': { en: 'amount {text} has more than two decimals', es: 'el importe {text} tiene más de dos decimales' },
  'amount.decimal-comma': {
    en: 'amount {text} is written with a decimal comma: the format writes {plain}',
    es: 'el importe {text} está escrito con coma decimal: el formato escribe {plain}',
  },
  'amount.comma-either': {
    en: 'amount {text} is written with a comma, which may separate thousands or decimals: the format writes a plain decimal with a point ({grouped} or {plain})',
    es: 'el importe {text} está escrito con una coma, que puede separar miles o decimales: el formato escribe un decimal simple con punto ({grouped} o {plain})',
  },
  'amount.decimal-comma-grouped': {
    en: 'amount {text} is written with a thousands separator and a decimal comma: the format writes {plain}',
    es: 'el importe {text} está escrito con separador de miles y coma decimal: el formato escribe {plain}',
  },
  'amount.thousands-like': {
    en: 'amount {text} has more than two decimals, and is read as written: with a thousands separator it is {grouped}, as a spreadsheet in a Spanish locale writes it (the format writes {grouped}, or {short})',
    es: 'el importe {text} tiene más de dos decimales, y se lee como está escrito: con separador de miles es {grouped}, como lo escribe una hoja de cálculo en configuración española (el formato escribe {grouped}, o {short})',
  },
  'amount.too-many-digits': { en: 'amount {text} has too many digits to be exact', es: 'el importe {text} tiene demasiadas cifras para ser exacto' },
  'amount.negative': { en: 'amount {text} is negative', es: 'el importe {text} es negativo' },
  'amount.not-decimal': { en: 'amount {text} is not a decimal number', es: 'el importe {text} no es un número decimal' },
  'amount.zero-stake': {
    en: 'a stake of {text} is no wager: a bet, and a decision that adds a stake, must be more than zero',
    es: 'una apuesta de {text} no es una apuesta: una apuesta, y una decisión que añade una apuesta, deben ser mayores que cero',
  },
  'amount.whole-currency': {
    en: 'amount {text} has decimals, and {currency} has no minor unit (ISO 4217: whole amounts only)',
    es: 'el importe {text} tiene decimales, y {currency} no tiene unidad fraccionaria (ISO 4217: solo importes enteros)',
  },
  'number.exponent': { en: '{text} is written with an exponent: the format writes numbers as plain decimals', es: '{text} está escrito con exponente: el formato escribe los números como decimales simples' },
  'number.not-finite': { en: '{text} is not a finite number', es: '{text} no es un número finito' },
  'number.inexact': { en: '{text} has more digits than a number of the format can hold exactly', es: '{text} tiene más cifras de las que un número del formato guarda con exactitud' },

  // the format (engine/input/normalize.ts and its schema)
  'record.not-object': { en: 'record is not a JSON object (a hand)', es: 'el registro no es un objeto JSON (una mano)' },
  'record.list-of-hands': {
    en: 'record is not a JSON object (a hand) but a list of {n} {n|value|values}, {hands} with a hand_id: none of them read; a log holds each hand as its own record (in NDJSON, one a line)',
    es: 'el registro no es un objeto JSON (una mano) sino una lista de {n} {n|valor|valores}, {hands} con hand_id: no se leyó ninguno; un registro de manos lleva cada mano como un registro propio (en NDJSON, una por línea)',
  },
  'record.lone-surrogate': {
    en: 'text with a lone UTF-16 surrogate (\\ud800-\\udfff without its pair) is not Unicode and cannot be stored or cited exactly',
    es: 'un texto con un sustituto UTF-16 suelto (\\ud800-\\udfff sin su par) no es Unicode y no puede guardarse ni citarse con exactitud',
  },
  'record.too-deep': { en: 'the record nests deeper than {n} levels, the most a hand may', es: 'el registro anida más de {n} niveles, el máximo de una mano' },
  'record.nul': {
    en: 'the {what@piece} holds NUL bytes (zeros where the log\'s text should be, as a crash or a disk error leaves them): not read',
    es: '{what@piece} contiene bytes NUL (ceros donde debería estar el texto del registro, como los deja un fallo o un error de disco): no se lee',
  },
  'record.not-utf8': {
    en: 'the {what@piece} holds bytes that are not UTF-8, the file\'s encoding as its start shows (a Latin-1 letter, a damaged block?): read as U+FFFD they would change what it says, so it is not read',
    es: '{what@piece} contiene bytes que no son UTF-8, la codificación del archivo según su comienzo (¿una letra en Latin-1, un bloque dañado?): leídos como U+FFFD cambiarían lo que dice, así que no se lee',
  },
  'record.too-long': { en: 'the {what@piece} is longer than {mb} MB, the most a record may hold: not read', es: '{what@piece} ocupa más de {mb} MB, lo máximo que puede ocupar un registro: no se lee' },
  'currency.not-iso4217': {
    en: '{text} is not an ISO 4217 currency code (three capital letters naming a currency, as PEN, EUR or USD)',
    es: '{text} no es un código de moneda ISO 4217 (tres letras mayúsculas que nombran una moneda, como PEN, EUR o USD)',
  },
  'currency.differs-from-table': {
    en: 'the hand\'s currency {text} is not its table configuration\'s {posted}: its amounts and the posted ones cannot be compared',
    es: 'la moneda de la mano {text} no es la de la configuración de su mesa, {posted}: sus importes y los publicados no pueden compararse',
  },
  'game.unknown': { en: 'unknown game {game}: no ruleset audits it', es: 'juego desconocido {game}: ningún reglamento lo audita' },
  'table.paytable-category': { en: '{text} is not a hand category of the pay table (one of {allowed})', es: '{text} no es una categoría de mano de la tabla de pagos (una de {allowed})' },
  'table.limits-crossed': { en: 'the posted minimum bet {min} is over the posted maximum {max}: no bet fits both', es: 'la apuesta mínima publicada {min} supera la máxima publicada {max}: ninguna apuesta cabe entre ambas' },
  'table.not-whole': { en: '{key} must be a whole number', es: '{key} debe ser un número entero' },
  'date.impossible': { en: '{text} is not a date and time (its {part} does not exist)', es: '{text} no es una fecha y hora ({part@datePart} no existe)' },
  'date.year-too-early': {
    en: '{text} is not a time a hand was dealt (its year {year} is before {earliest})',
    es: '{text} no es un momento en que se repartiera una mano (su año {year} es anterior a {earliest})',
  },
  'date.not-leap-second': {
    en: '{text} is not a date and time (second 60 exists only in a leap second, at 23:59:60 UTC of a day one was inserted)',
    es: '{text} no es una fecha y hora (el segundo 60 solo existe en un segundo intercalar, a las 23:59:60 UTC de un día en que se intercaló uno)',
  },
  'date.not-instant': { en: '{text} is not a date and time (not a valid instant)', es: '{text} no es una fecha y hora (no es un instante válido)' },
  'schema.unmatched': { en: 'hand does not match the hand-log format', es: 'la mano no se ajusta al formato del registro de manos' },
  'schema.stake-amount': { en: '{action:a} decision adds a stake: its amount is required (format 1.1)', es: 'la decisión {action} añade una apuesta: su importe es obligatorio (formato 1.1)' },
  'id.blank-hand': { en: 'hand_id {text} is empty or only blank space: it names no hand a report or a dispute could cite; give each hand its own id', es: 'el hand_id {text} está vacío o es solo espacio en blanco: no nombra ninguna mano que un informe o una reclamación puedan citar; dé a cada mano su propio id' },
  'id.blank-table': { en: 'table_id {text} is empty or only blank space: it names no table (findings, statistics and a shoe\'s continuity go by table); give the table\'s id', es: 'el table_id {text} está vacío o es solo espacio en blanco: no nombra ninguna mesa (los hallazgos, las estadísticas y la continuidad de un zapato van por mesa); dé el id de la mesa' },
  'schema.required': { en: 'required field {field} is missing', es: 'falta el campo obligatorio {field}' },
  'schema.required-null': { en: 'required field {field} is null: the format requires its value here (null stands for absent only on an optional field)', es: 'el campo obligatorio {field} es null: el formato exige aquí su valor (null equivale a ausente solo en un campo opcional)' },
  'schema.card': { en: '{text} is not a card (rank A 2-9 T J Q K, then suit s h d c)', es: '{text} no es una carta (valor A 2-9 T J Q K y palo s h d c)' },
  'schema.participant': { en: '{text} is not a participant (seat:N, dealer, player or banker)', es: '{text} no es un participante (seat:N, dealer, player o banker)' },
  'schema.date': {
    en: '{text} is not an ISO 8601 date-time with its offset, as 2026-11-06T20:21:01-05:00 or 20261106T202101-0500 (the date, T, the time to the minute at least, a fraction of a second after a point or a comma, then Z, ±HH:MM, ±HHMM or ±HH)',
    es: '{text} no es una fecha y hora ISO 8601 con su desfase horario, como 2026-11-06T20:21:01-05:00 o 20261106T202101-0500 (la fecha, T, la hora al menos hasta los minutos, una fracción de segundo tras un punto o una coma, y luego Z, ±HH:MM, ±HHMM o ±HH)',
  },
  'schema.event-type': { en: 'event type {text} is not one of the hand-log format\'s event types', es: 'el tipo de evento {text} no es uno de los del formato del registro de manos' },
  'schema.no-event-type': { en: 'event type is not one of the hand-log format\'s event types', es: 'el evento no tiene uno de los tipos del formato del registro de manos' },
  'schema.too-many-events': {
    en: 'the hand has {n} events; a hand may have at most {max} (a replay\'s cost grows with the square of its events)',
    es: 'la mano tiene {n} eventos; una mano puede tener como máximo {max} (el coste de reproducirla crece con el cuadrado de sus eventos)',
  },
  'schema.enum': { en: '{text} is not allowed here (one of {allowed})', es: '{text} no se admite aquí (uno de {allowed})' },
  'schema.type': { en: '{text} must be {type}', es: '{text} debe ser {type@type}' },
  'schema.minimum': { en: '{text} must be >= {limit}', es: '{text} debe ser como mínimo {limit}' },
  'schema.maximum': { en: '{text} must be <= {limit}', es: '{text} debe ser como máximo {limit}' },
  'schema.exclusive-minimum': { en: '{text} must be > {limit}', es: '{text} debe ser mayor que {limit}' },
  'schema.max-length': { en: '{text} must NOT have more than {limit} {limit|character|characters}', es: '{text} tiene más de {limit} {limit|carácter|caracteres}' },
  'schema.min-length': { en: '{text} must NOT have fewer than {limit} {limit|character|characters}', es: '{text} tiene menos de {limit} {limit|carácter|caracteres}' },
  'schema.max-items': { en: '{text} must NOT have more than {limit} items', es: '{text} tiene más de {limit} elementos' },
  'schema.pattern': { en: '{text} must match pattern "{pattern}"', es: '{text} no sigue el patrón "{pattern}"' },
  'schema.const': { en: '{text} must be equal to constant', es: '{text} no es el valor fijo que el formato exige aquí' },
  'schema.invalid': { en: '{text} is not valid', es: '{text} no es válido' },

  // the readers (engine/input)
  'file.utf32': {
    en: 'the file is UTF-32 text, not UTF-8 (the format\'s encoding): nothing read; save it as UTF-8 and audit it again',
    es: 'el archivo es texto UTF-32, no UTF-8 (la codificación del formato): no se leyó nada; guárdelo como UTF-8 y vuelva a auditarlo',
  },
  'file.utf16': {
    en: 'the file is UTF-16 text, not UTF-8 (the format\'s encoding): nothing read; save it as UTF-8 and audit it again',
    es: 'el archivo es texto UTF-16, no UTF-8 (la codificación del formato): no se leyó nada; guárdelo como UTF-8 y vuelva a auditarlo',
  },
  'file.kind': {
    en: 'the file is not text but {kind@fileKind}: nothing read; {kind@fileAdvice}',
    es: 'el archivo no es texto sino {kind@fileKind}: no se leyó nada; {kind@fileAdvice}',
  },
  'file.document': {
    en: 'the file is not a hand log but {kind@documentKind}: nothing read; {kind@documentAdvice}',
    es: 'el archivo no es un registro de manos sino {kind@documentKind}: no se leyó nada; {kind@documentAdvice}',
  },
  'tables.is-log': {
    en: 'the tables file {path} is a hand log, not a tables file: give the log as a file to read, and with --tables the file {"tables": {"<table_id>": {...}}}',
    es: 'el archivo de mesas {path} es un registro de manos, no un archivo de mesas: dé el registro como archivo que se lee y, con --tables, el archivo {"tables": {"<table_id>": {...}}}',
  },
  'tables.is-records': {
    en: 'the tables file {path} is a file of records ({form}), not a tables file: give the records as the file to read, and with --tables the file {"tables": {"<table_id>": {...}}}',
    es: 'el archivo de mesas {path} es un archivo de registros ({form}), no un archivo de mesas: dé los registros como el archivo que se lee y, con --tables, el archivo {"tables": {"<table_id>": {...}}}',
  },
  'tables.is-document': {
    en: 'the tables file {path} is not a tables file but {kind@documentKind}: give with --tables the file {"tables": {"<table_id>": {...}}}',
    es: 'el archivo de mesas {path} no es un archivo de mesas sino {kind@documentKind}: dé con --tables el archivo {"tables": {"<table_id>": {...}}}',
  },
  'tables.is-kind': {
    en: 'the tables file {path} is not text but {kind@fileKind}: give with --tables the file {"tables": {"<table_id>": {...}}}',
    es: 'el archivo de mesas {path} no es texto sino {kind@fileKind}: dé con --tables el archivo {"tables": {"<table_id>": {...}}}',
  },
  'config.is-log': {
    en: 'the config file {path} is a hand log, not a config file: give the log as a file to read; a config file is one JSON object with any of lang, tables, db, casino, ruleset',
    es: 'el archivo de configuración {path} es un registro de manos, no un archivo de configuración: dé el registro como archivo que se lee; un archivo de configuración es un objeto JSON con cualquiera de lang, tables, db, casino, ruleset',
  },
  'config.is-records': {
    en: 'the config file {path} is a file of records ({form}), not a config file: a config file is one JSON object with any of lang, tables, db, casino, ruleset',
    es: 'el archivo de configuración {path} es un archivo de registros ({form}), no un archivo de configuración: un archivo de configuración es un objeto JSON con cualquiera de lang, tables, db, casino, ruleset',
  },
  'config.is-document': {
    en: 'the config file {path} is not a config file but {kind@documentKind}: a config file is one JSON object with any of lang, tables, db, casino, ruleset',
    es: 'el archivo de configuración {path} no es un archivo de configuración sino {kind@documentKind}: un archivo de configuración es un objeto JSON con cualquiera de lang, tables, db, casino, ruleset',
  },
  'json-file.is-kind': {
    en: '{file} is not text but {kind@fileKind}: it must be a JSON file',
    es: '{file} no es texto sino {kind@fileKind}: debe ser un archivo JSON',
  },
  'mapping.is-kind': {
    en: 'the file is not text but {kind@fileKind}: with --map give the mapping of the casino system\'s export, a JSON file (veedor map init drafts one)',
    es: 'el archivo no es texto sino {kind@fileKind}: con --map dé la correspondencia de la exportación del sistema del casino, un archivo JSON (veedor map init redacta una)',
  },
  'mapping.is-log': {
    en: 'the file is a hand log, not a mapping: a log in the format is read without --map; with --map give the mapping of the casino system\'s export (veedor map init drafts one)',
    es: 'el archivo es un registro de manos, no una correspondencia: un registro en el formato se lee sin --map; con --map dé la correspondencia de la exportación del sistema del casino (veedor map init redacta una)',
  },
  'mapping.is-records': {
    en: 'the file is a file of records ({form}), not a mapping (one JSON object with "veedor_mapping"): if it is the casino system\'s export, give it as the file to read, and with --map its mapping (veedor map init drafts one)',
    es: 'el archivo es un archivo de registros ({form}), no una correspondencia (un objeto JSON con "veedor_mapping"): si es la exportación del sistema del casino, délo como el archivo que se lee y, con --map, su correspondencia (veedor map init redacta una)',
  },
  'mapping.is-document': {
    en: 'the file is not a mapping but {kind@documentKind}: with --map give the mapping of the casino system\'s export (veedor map init drafts one)',
    es: 'el archivo no es una correspondencia sino {kind@documentKind}: con --map dé la correspondencia de la exportación del sistema del casino (veedor map init redacta una)',
  },
  'mapping.draft-native': {
    en: 'the file is already a hand log in Veedor\'s format: it is read as it is, without a mapping (veedor audit FILE); a mapping is for a casino system\'s own export',
    es: 'el archivo ya es un registro de manos en el formato de Veedor: se lee tal cual, sin correspondencia (veedor audit ARCHIVO); una correspondencia es para la exportación propia del sistema de un casino',
  },
  'file.gzip-unnamed': {
    en: 'the file is gzip-compressed data under a name that does not end in .gz: nothing read; name it with .gz at the end (a compressed log is read by that name) or decompress it',
    es: 'el archivo son datos comprimidos con gzip bajo un nombre que no termina en .gz: no se leyó nada; póngale .gz al final del nombre (un registro comprimido se lee con ese nombre) o descomprímalo',
  },
  'file.binary': { en: 'the file is binary (it contains NUL bytes), not a hand log: nothing read', es: 'el archivo es binario (contiene bytes NUL), no un registro de manos: no se leyó nada' },
  'file.utf16-export': {
    en: 'the export is {encoding} text, which a mapping does not read (its "encoding" is utf-8 or latin-1): nothing read; save it as UTF-8, set "encoding": "utf-8" in the mapping and audit it again',
    es: 'la exportación es texto {encoding}, que una correspondencia no lee (su "encoding" es utf-8 o latin-1): no se leyó nada; guárdela como UTF-8, ponga "encoding": "utf-8" en la correspondencia y vuelva a auditarla',
  },
  'file.gzip-export': {
    en: 'the file is gzip-compressed: an export read through a mapping is read as the casino system wrote it, uncompressed (gunzip it first): nothing read',
    es: 'el archivo está comprimido con gzip: una exportación leída con una correspondencia se lee tal como la escribió el sistema del casino, sin comprimir (descomprímala antes con gunzip): no se leyó nada',
  },
  'file.binary-export': { en: 'the file is binary (it contains NUL bytes), not an export: nothing read', es: 'el archivo es binario (contiene bytes NUL), no una exportación: no se leyó nada' },
  'file.empty': { en: 'the file is empty: no hands', es: 'el archivo está vacío: ninguna mano' },
  'file.blank': { en: 'the file holds only blank space (spaces, tabs, line ends): no hands', es: 'el archivo solo contiene espacio en blanco (espacios, tabuladores, saltos de línea): ninguna mano' },
  'file.empty-csv': { en: 'the file is empty: no CSV header', es: 'el archivo está vacío: sin cabecera CSV' },
  'csv.cr-line-ends': { en: 'the CSV header holds a carriage return: its lines end in CR alone (an old Mac export), which the format does not read; convert them to LF or CRLF: nothing read', es: 'la cabecera CSV contiene un retorno de carro: sus líneas terminan solo en CR (una exportación de Mac antigua), que el formato no lee; conviértalas a LF o CRLF: no se leyó nada' },
  'csv.header-blank': {
    en: 'the first line, where the CSV header goes, is blank: no hand can be read (the header must be line 1)',
    es: 'la primera línea, donde va la cabecera CSV, está en blanco: no se puede leer ninguna mano (la cabecera debe ser la línea 1)',
  },
  'csv.header-again': {
    en: 'line {line} repeats the CSV header (two files joined?): it is no hand; the rows after it are read as before',
    es: 'la línea {line} repite la cabecera CSV (¿dos archivos unidos?): no es una mano; las filas siguientes se leen como antes',
  },
  'csv.header-other': {
    en: 'line {line} is another CSV header, with other columns or in another order (two files joined?): it is no hand; the rows after it are read by it',
    es: 'la línea {line} es otra cabecera CSV, con otras columnas o en otro orden (¿dos archivos unidos?): no es una mano; las filas siguientes se leen según ella',
  },
  'csv.header-only': { en: 'the CSV has its header and no rows: no hands', es: 'el CSV tiene su cabecera y ninguna fila: ninguna mano' },
  'file.latin1': {
    en: 'the file is not UTF-8: read as Latin-1 (Windows-1252, as Windows and Excel write it: ISO-8859-1 with € ’ “ ” … in place of control codes)',
    es: 'el archivo no es UTF-8: leído como Latin-1 (Windows-1252, como lo escriben Windows y Excel: ISO-8859-1 con € ’ “ ” … en lugar de códigos de control)',
  },
  'file.not-gzip': { en: 'the file is named .gz but is not gzip-compressed data: nothing read', es: 'el archivo se llama .gz pero no son datos comprimidos con gzip: no se leyó nada' },
  'file.gzip-trailing': {
    en: 'the {bytes} bytes after the compressed data (from byte {at}) are not gzip data and are not read; every hand of the compressed data was read',
    es: 'los {bytes} bytes que siguen a los datos comprimidos (desde el byte {at}) no son datos gzip y no se leen; se leyeron todas las manos de los datos comprimidos',
  },
  'file.gzip-damaged': {
    en: 'the compressed file is damaged or cut short ({detail}): the hands after that point are not read',
    es: 'el archivo comprimido está dañado o cortado ({detail}): no se leen las manos posteriores a ese punto',
  },
  'file.ndjson-is-csv': {
    en: 'the file is read as NDJSON (one hand a line) but holds a CSV (its first line is a header naming hand_id): read as CSV',
    es: 'el archivo se lee como NDJSON (una mano por línea) pero contiene un CSV (su primera línea es una cabecera que nombra hand_id): se lee como CSV',
  },
  'file.json-is-csv': {
    en: 'the file is read as JSON but holds a CSV (its first line is a header naming hand_id): read as CSV',
    es: 'el archivo se lee como JSON pero contiene un CSV (su primera línea es una cabecera que nombra hand_id): se lee como CSV',
  },
  'file.csv-is-ndjson': {
    en: 'the file is read as CSV but holds NDJSON (it starts with a brace, as a hand does, not with a header): read as NDJSON',
    es: 'el archivo se lee como CSV pero contiene NDJSON (empieza por una llave, como una mano, no por una cabecera): se lee como NDJSON',
  },
  'file.csv-is-json': {
    en: 'the file is read as CSV but holds a JSON document (it starts with a bracket, or with a brace alone on its line): read as JSON',
    es: 'el archivo se lee como CSV pero contiene un documento JSON (empieza por un corchete, o por una llave sola en su línea): se lee como JSON',
  },
  'file.ndjson-is-json': {
    en: 'the file is read as NDJSON (one hand a line) but holds a JSON document (it starts with a bracket, or with a brace alone on its line): read as JSON',
    es: 'el archivo se lee como NDJSON (una mano por línea) pero contiene un documento JSON (empieza por un corchete, o por una llave sola en su línea): se lee como JSON',
  },
  'file.not-json': { en: 'the file is not JSON: it must start with [ or { (a list of hands, one hand, or an object whose "hands" is the list)', es: 'el archivo no es JSON: debe empezar por [ o { (una lista de manos, una mano o un objeto cuyo "hands" es la lista)' },
  'file.json-scalar': { en: 'the file starts with {what@jsonValue}, a single JSON value, where a hand log starts: a JSON log starts with [ or { (a list of hands, one hand, or an object whose "hands" is the list); no hand read', es: 'el archivo empieza por {what@jsonValue}, un solo valor JSON, donde empieza un registro de manos: un registro JSON empieza por [ o { (una lista de manos, una mano o un objeto cuyo "hands" es la lista); no se leyó ninguna mano' },
  'file.mapping-not-utf8': {
    en: 'the mapping says UTF-8 but the file is not UTF-8 (is it Latin-1? set "encoding": "latin-1"); bytes that are not UTF-8 read as U+FFFD',
    es: 'la correspondencia dice UTF-8 pero el archivo no es UTF-8 (¿es Latin-1? ponga "encoding": "latin-1"); los bytes que no son UTF-8 se leen como U+FFFD',
  },
  'file.mapping-not-latin1': {
    en: 'the mapping says Latin-1 but the file reads as UTF-8 (accented letters would read as two characters); set "encoding": "utf-8" if it is',
    es: 'la correspondencia dice Latin-1 pero el archivo se lee como UTF-8 (las letras acentuadas se leerían como dos caracteres); ponga "encoding": "utf-8" si lo es',
  },
  // What JSON.parse said, worded again in Spanish (jsonSyntaxReason below): V8 words it in English only.
  'json.syntax': { en: '{kind@jsonSyntax} at position {at}', es: '{kind@jsonSyntax} en la posición {at}' },
  'json.syntax-end': { en: 'Unexpected end of JSON input', es: 'el texto termina antes de cerrarse el JSON' },
  'json.syntax-token': { en: 'Unexpected token \'{token}\', {snippet} is not valid JSON', es: 'carácter inesperado \'{token}\' en {snippet}' },
  'json.syntax-other': { en: '{text}', es: 'error de sintaxis del JSON' },
  'json.line': { en: 'line is not valid JSON ({detail})', es: 'la línea no es JSON válido ({detail})' },
  'json.hand': { en: 'hand is not valid JSON ({detail})', es: 'la mano no es JSON válido ({detail})' },
  'json.repeated-key': {
    en: 'the key {key} is written twice in one object: JSON gives the record no one meaning, so it is not read',
    es: 'la clave {key} está escrita dos veces en un mismo objeto: el JSON no da al registro un solo sentido, así que no se lee',
  },
  'json.record': { en: 'record is not valid JSON ({detail})', es: 'el registro no es JSON válido ({detail})' },
  'json.cut-in-hand': {
    en: 'the file ends in the middle of a hand: it is cut short, or a brace or quote of the hand is missing',
    es: 'el archivo termina en medio de una mano: está cortado, o falta una llave o unas comillas de la mano',
  },
  'csv.hand-id-null': {
    en: 'hand_id reads {value} on a row that says nothing else of a hand: a database\'s NULL written as text? The format leaves a hand\'s later rows\' hand_id empty; read as an id it would make a hand of these rows, so the hand is not audited',
    es: 'hand_id dice {value} en una fila que no dice nada más de una mano: ¿el NULL de una base de datos escrito como texto? El formato deja vacío el hand_id de las filas siguientes de una mano; leído como id haría de estas filas otra mano, así que la mano no se audita',
  },
  'csv.hand-without-head': {
    en: 'the rows of hand {id} from here fill none of game, table_id and started_at: the rest of a hand whose rows began earlier? A hand\'s rows are contiguous',
    es: 'las filas de la mano {id} desde aquí no rellenan game, table_id ni started_at: ¿el resto de una mano cuyas filas empezaron antes? Las filas de una mano son contiguas',
  },
  'json.hands-twice': {
    en: 'the key "hands" is written a second time: the hands of both arrays are read (a JSON parser would keep only the last)',
    es: 'la clave "hands" está escrita por segunda vez: se leen las manos de ambas listas (un lector JSON se quedaría solo con la última)',
  },
  'json.array-open': { en: 'the file ends before the JSON array is closed', es: 'el archivo termina antes de cerrarse la lista JSON' },
  'json.object-open': { en: 'the file ends before the JSON object is closed', es: 'el archivo termina antes de cerrarse el objeto JSON' },
  'json.hand-inside': { en: 'a hand ({id}) inside the unreadable text of the hand at line {line}: not read', es: 'una mano ({id}) dentro del texto ilegible de la mano de la línea {line}: no leída' },
  'json.string-open': {
    en: 'the hand is not valid JSON: a string that opens on line {line} is not closed on that line (a quote is missing)',
    es: 'la mano no es JSON válido: un texto que se abre en la línea {line} no se cierra en esa línea (faltan unas comillas)',
  },
  'json.not-hand-start': {
    en: 'the hand is not valid JSON: text on line {line} is not a hand\'s start; read resumes on line {next}',
    es: 'la mano no es JSON válido: el texto de la línea {line} no es el comienzo de una mano; la lectura sigue en la línea {next}',
  },
  'json.skipped': { en: 'text on line {line} where a hand should start is not one: skipped to line {next}', es: 'el texto de la línea {line}, donde debería empezar una mano, no lo es: se salta a la línea {next}' },
  'json.not-start': { en: 'text on line {line} where a hand should start is not one', es: 'el texto de la línea {line}, donde debería empezar una mano, no lo es' },
  'json.array-closes-early': { en: 'the array seems to close on line {line}, but text follows: it is read as more hands', es: 'la lista parece cerrarse en la línea {line}, pero sigue texto: se lee como más manos' },
  'json.no-hands': { en: 'the JSON list of hands is empty: no hands', es: 'la lista JSON de manos está vacía: ninguna mano' },
  'tables.unlisted': {
    en: 'table {table} is not in the tables file, which lists {listed}: its hands are audited with no posted configuration, as a table that posts none',
    es: 'la mesa {table} no está en el archivo de mesas, que lista {listed}: sus manos se auditan sin configuración publicada, como las de una mesa que no publica ninguna',
  },
  'tables.unlisted-near': {
    en: 'table {table} is not in the tables file, which lists {listed}: its hands are audited with no posted configuration, as a table that posts none; without the blank space around it or in another case it is {near} (a fixed-width SQL column pads its ids with spaces)',
    es: 'la mesa {table} no está en el archivo de mesas, que lista {listed}: sus manos se auditan sin configuración publicada, como las de una mesa que no publica ninguna; sin los espacios que la rodean o en otra caja es {near} (una columna SQL de ancho fijo rellena sus ids con espacios)',
  },
  'tables.inline-differs': {
    en: 'table {table}\'s configuration in the log differs from the tables file\'s on {field} (the log: {inline}; the tables file: {posted}): its hands are audited with the log\'s, as the format reads a hand\'s own table first; check which one the table posts',
    es: 'la configuración de la mesa {table} en el registro difiere de la del archivo de mesas en {field} (el registro: {inline}; el archivo de mesas: {posted}): sus manos se auditan con la del registro, pues el formato lee primero la mesa de la propia mano; compruebe cuál publica la mesa',
  },
  'file.ndjson-several-on-line': {
    en: 'the line holds several JSON objects one after another (hands written with no line end between them): each is read as a hand, with this line',
    es: 'la línea contiene varios objetos JSON seguidos (manos escritas sin fin de línea entre ellas): cada uno se lee como una mano, con esta línea',
  },
  'json.more-documents': {
    en: 'the file holds several JSON objects one after another (NDJSON saved as .json?): each is read as a hand',
    es: 'el archivo contiene varios objetos JSON seguidos (¿NDJSON guardado como .json?): cada uno se lee como una mano',
  },
  'json.more-arrays': {
    en: 'the file holds several JSON arrays one after another (logs joined with cat?): the hands of each are read',
    es: 'el archivo contiene varias listas JSON seguidas (¿registros unidos con cat?): se leen las manos de cada una',
  },
  'json.wrapper-member': {
    en: 'the member {key} beside "hands" is a list, and is not read: the format\'s wrapper holds its hands in "hands"',
    es: 'el miembro {key} junto a "hands" es una lista, y no se lee: el contenedor del formato guarda sus manos en "hands"',
  },
  'json.hands-not-list': {
    en: '"hands" is not a list but {value@jsonValue}: the format\'s wrapper holds its hands in a list ("hands": [ ... ]); no hand is read from it',
    es: '"hands" no es una lista sino {value@jsonValue}: el contenedor del formato guarda sus manos en una lista ("hands": [ ... ]); no se lee ninguna mano de él',
  },
  'json.trailing-comma': {
    en: 'a comma with nothing after it before the list or object closes, which JSON does not allow: the hands around it are read',
    es: 'una coma sin nada tras ella antes de cerrarse la lista o el objeto, que JSON no admite: se leen las manos de alrededor',
  },
  'json.missing-comma': {
    en: 'a hand starts right after the one before it with no comma between them, which JSON does not allow: both are read',
    es: 'una mano empieza justo tras la anterior sin una coma entre ambas, que JSON no admite: se leen las dos',
  },
  'json.empty-element': {
    en: 'two commas with nothing between them (or a comma right after the opening bracket), which JSON does not allow: no hand is there, the hands around it are read',
    es: 'dos comas sin nada entre ellas (o una coma justo tras el corchete de apertura), que JSON no admite: ahí no hay mano, se leen las de alrededor',
  },
  'json.trailing': { en: 'text after the end of the JSON document is ignored', es: 'el texto tras el final del documento JSON se ignora' },
  'csv.header-lacks': {
    en: 'CSV header lacks the {columns|column|columns} {columns}: no hand can be read',
    es: 'a la cabecera CSV {columns|le falta la columna|le faltan las columnas} {columns}: no puede leerse ninguna mano',
  },
  'csv.header-twice': {
    en: 'the CSV header names the column {name} twice (columns {a} and {b}): the first is read; a row whose two {name} cells differ is rejected',
    es: 'la cabecera CSV nombra dos veces la columna {name} (columnas {a} y {b}): se lee la primera; se rechaza una fila cuyas dos celdas {name} difieran',
  },
  'csv.header-malformed': { en: 'the CSV header is not well formed ({reason}): read as it stands', es: 'la cabecera CSV está mal formada ({reason}): se lee tal como está' },
  'csv.hand-cell-differs': { en: 'the row\'s {name} differs from the hand\'s earlier rows ({values})', es: 'el {name} de la fila difiere del de las filas anteriores de la mano ({values})' },
  'csv.cells-differ': { en: 'the row\'s two {name} cells differ ({values})', es: 'las dos celdas {name} de la fila difieren ({values})' },
  'csv.delimiter': { en: 'the row is delimited by {row@delimiter}, the header by {header@delimiter}', es: 'la fila está delimitada por {row@delimiter} y la cabecera por {header@delimiter}' },
  'csv.width': { en: 'row has {n} fields, the header has {m}', es: 'la fila tiene {n} campos y la cabecera {m}' },
  'csv.quote-runs-on': {
    en: 'a quote opened on line {line} is not closed (its cell would run on past the next lines): the row is not read',
    es: 'unas comillas abiertas en la línea {line} no se cierran (su celda seguiría por las líneas siguientes): la fila no se lee',
  },
  'csv.quote-unclosed': { en: 'a quote opened on line {line} is not closed by the end of the file', es: 'unas comillas abiertas en la línea {line} no se cierran antes del final del archivo' },
  'csv.quote-not-doubled': { en: 'a quote in a cell on line {line} is not doubled (write "" inside a quoted cell)', es: 'unas comillas de una celda de la línea {line} no están duplicadas (dentro de una celda entre comillas se escribe "")' },
  'csv.quote-inside': {
    en: 'a quote inside a cell on line {line} that does not start with one (such a cell must be quoted, its quotes doubled)',
    es: 'unas comillas dentro de una celda de la línea {line} que no empieza por comillas (esa celda debe ir entre comillas, con sus comillas duplicadas)',
  },

  // a mapping's conversion of one record (engine/input/mapping)
  'map.card': { en: '{text} is not a card in the mapping\'s notation (e.g. {examples})', es: '{text} no es una carta en la notación de la correspondencia (p. ej. {examples})' },
  'map.file-name': { en: 'the file name {text} does not match {pattern}', es: 'el nombre de archivo {text} no se ajusta a {pattern}' },
  'map.no-match': { en: '{text} does not match {pattern}', es: '{text} no se ajusta a {pattern}' },
  'map.key-null': {
    en: 'the column {column} reads {value}: a database\'s NULL written as text? It does not say which hand the row is of, so the hand it interrupts is not audited',
    es: 'la columna {column} dice {value}: ¿el NULL de una base de datos escrito como texto? No dice de qué mano es la fila, así que la mano que interrumpe no se audita',
  },
  'map.not-whole': { en: '{text} is not a whole number', es: '{text} no es un número entero' },
  'map.not-boolean': { en: '{text} is not true or false', es: '{text} no es true ni false' },
  'map.not-cents': { en: '{text} is not a whole number of cents', es: '{text} no es un número entero de céntimos' },
  'map.not-separator': { en: '{text} is not an amount with decimal separator "{separator}"', es: '{text} no es un importe con separador decimal "{separator}"' },
  'map.not-iso-date': { en: '{text} is not an ISO 8601 date-time', es: '{text} no es una fecha y hora ISO 8601' },
  'map.no-offset': { en: '{text} has no offset and the mapping names no time_zone', es: '{text} no tiene desfase horario y la correspondencia no nombra time_zone' },
  'map.not-timestamp': { en: '{text} does not have the timestamp format of the mapping', es: '{text} no tiene el formato de fecha y hora de la correspondencia' },
  'map.not-time-of-day': { en: '{text} is not a date and time of day', es: '{text} no es una fecha con hora del día' },
  'map.skipped-hour': { en: '{text} does not exist in the table\'s time zone (the clocks skipped that hour)', es: '{text} no existe en la zona horaria de la mesa (los relojes se saltaron esa hora)' },
  'map.no-event-type': { en: 'no event type', es: 'sin tipo de evento' },
  'map.not-a-value': { en: 'not a value', es: 'no es un valor' },
  'map.no-events': { en: 'no events array at {path}', es: 'no hay lista de eventos en {path}' },
  'map.card-to-whom': { en: '{text} does not say whom the card went to (<who>{separator}<card>)', es: '{text} no dice a quién fue la carta (<quién>{separator}<carta>)' },
  'map.unknown-word': { en: '{word} is not in the vocabulary {vocabulary} (known: {known})', es: '{word} no está en el vocabulario {vocabulary} (palabras conocidas: {known})' },

  // the engines' rejections (engine/<family>/step.ts): a sequence the replay cannot follow
  'engine.card-no-wager': { en: 'a card to seat {seat}, which has no wager', es: 'una carta al asiento {seat}, que no tiene apuesta' },
  'engine.card-no-hand': { en: 'a card to hand {hand} of seat {seat}, which has only {count}', es: 'una carta a la mano {hand} del asiento {seat}, que solo tiene {count}' },
  'engine.decision-no-wager': { en: 'a decision by seat {seat}, which has no wager', es: 'una decisión del asiento {seat}, que no tiene apuesta' },
  'engine.decision-no-hand': { en: 'a decision on hand {hand} of seat {seat}, which has only {count}', es: 'una decisión sobre la mano {hand} del asiento {seat}, que solo tiene {count}' },
  'engine.stake-amount': { en: '{action:a} decision adds a stake: its amount is required', es: 'la decisión {action} añade una apuesta: su importe es obligatorio' },
  'engine.bet-split-hand': {
    en: 'a bet names hand {hand} of seat {seat}: a bet is the box\'s own wager (hand 1); a split hand is opened, with its stake, by the split decision',
    es: 'una apuesta nombra la mano {hand} del asiento {seat}: una apuesta es la de la casilla (mano 1); una mano separada se abre, con su apuesta, con la decisión split',
  },
  'engine.split-short': {
    en: 'a split of hand {hand} of seat {seat}, which holds {count} {count|card|cards}',
    es: 'una separación de la mano {hand} del asiento {seat}, que tiene {count} {count|carta|cartas}',
  },
  'engine.not-decision': { en: '{text} is not a {game@game} decision', es: '{text} no es una decisión de {game@game}' },
  'engine.caribbean-decision': { en: '{text} is not a Caribbean Stud decision (bet or fold)', es: '{text} no es una decisión de Caribbean Stud (bet o fold)' },
  'engine.not-participant': { en: '{text} is not a participant in {game@game}', es: '{text} no es un participante en {game@game}' },
  'engine.no-place': { en: '{what@eventKind} has no place in {game@aGame}', es: '{what@eventKind} no tiene cabida en {game@aGame}' },
  'engine.event-no-place': { en: 'a {text} event has no place in a Caribbean Stud hand', es: 'un evento {text} no tiene cabida en una mano de Caribbean Stud' },
  'engine.no-decisions-baccarat': { en: 'players take no decisions in baccarat: the tableau draws the cards', es: 'en el baccarat los jugadores no deciden: el cuadro de reglas determina las cartas' },
  'engine.no-decisions-pai-gow': { en: 'a player decision has no place in a pai gow round (the hands are set, not played)', es: 'una decisión del jugador no tiene cabida en una ronda de pai gow (las manos se colocan, no se juegan)' },
  'engine.no-pool-baccarat': { en: 'baccarat has no pool bet', es: 'el baccarat no tiene apuesta de pozo' },
  'engine.bet-spot': { en: 'a {game@game} bet goes on the {spots@spots} spot, not {text}', es: 'una apuesta de {game@game} va en la casilla {spots@spots}, no en {text}' },
  'engine.settlement-spot': { en: 'a {game@game} settlement is on the {spots@spots} spot, not {text}', es: 'una liquidación de {game@game} va en la casilla {spots@spots}, no en {text}' },
  'engine.caribbean-bet-spot': { en: 'a Caribbean Stud bet event goes on the ante, not {text} (the raise is a decision)', es: 'un evento de apuesta de Caribbean Stud va en el ante, no en {text} (la apuesta de subida es una decisión)' },
  'engine.caribbean-settlement-spot': { en: 'a Caribbean Stud settlement is on the ante or the bet, not {text}', es: 'una liquidación de Caribbean Stud va en el ante o en la apuesta, no en {text}' },
  'engine.blackjack-commission-spot': { en: 'a blackjack commission is on the pool spot (the pool bet\'s), not {text}', es: 'una comisión de blackjack va en la casilla pool (la del pool bet), no en {text}' },
  'engine.commission-spot': { en: 'a pai gow commission is on the paigow spot, not {text}', es: 'una comisión de pai gow va en la casilla paigow, no en {text}' },
  'engine.bonus-number': { en: 'a bonus bet must name the number it is placed on', es: 'una apuesta de bonus debe nombrar el número en que se coloca' },
  'engine.reveal-dealer-only': { en: 'in blackjack a card is turned over at the dealer or a seat', es: 'en el blackjack una carta se descubre al dealer o a un asiento' },
  'engine.reveal-not-dealer-card': { en: 'the revealed card is not one of the dealer\'s cards', es: 'la carta descubierta no es una de las cartas del dealer' },
  'engine.reveal-not-seat-card': { en: 'the revealed card is not one of seat {seat}\'s cards', es: 'la carta descubierta no es una de las cartas del asiento {seat}' },
  'engine.reveal-not-baccarat-card': { en: 'the revealed card is not one of Punto\'s or Banca\'s cards', es: 'la carta descubierta no es una de las cartas de Punto o de Banca' },
  'engine.baccarat-card-to': { en: 'in baccarat cards go to "player" (Punto) or "banker" (Banca), not {text}', es: 'en el baccarat las cartas van a "player" (Punto) o a "banker" (Banca), no a {text}' },
  'engine.ante-after-settlement': {
    en: 'an ante on zone {seat} after its wagers were settled (event {event}): that settlement cannot be judged',
    es: 'un ante en la zona {seat} después de liquidarse sus apuestas (evento {event}): esa liquidación no puede juzgarse',
  },
  // Póker Caribeño's place is its «zona de apuesta» (Art. 9º), as its findings say (articles.json words.seat)
  'engine.decision-no-ante': { en: 'a decision by zone {seat}, which has neither an ante nor cards', es: 'una decisión de la zona {seat}, que no tiene ni ante ni cartas' },
  'engine.reveal-not-zone-card': { en: 'the revealed card is not one of zone {seat}\'s cards', es: 'la carta descubierta no es una de las cartas de la zona {seat}' },
  'engine.bet-needs-amount': { en: 'a bet decision needs its amount', es: 'una decisión bet necesita su importe' },

  // the judge (audit/judge.ts)
  'judge.too-large': {
    en: 'the amounts are too large to compute exactly ({detail}): amounts have at most 15 digits, cents included, and what the rules derive from them must stay below 2^53 cents',
    es: 'los importes son demasiado grandes para calcularse con exactitud ({detail}): los importes tienen como máximo 15 cifras, céntimos incluidos, y lo que las reglas derivan de ellos debe quedar por debajo de 2^53 céntimos',
  },
  'judge.internal': { en: 'internal error while replaying the hand (please report): {detail}', es: 'error interno al reproducir la mano (por favor, infórmelo): {detail}' },

  // verify's notes on a stored run (app/verify.ts)
  'verify.seal-mismatch': { en: 'the store does not match its seal', es: 'el almacén no coincide con su sello' },
  'verify.no-input': { en: 'no input named (--input PATH..., or --stored-paths)', es: 'no se nombró ningún archivo (--input RUTA…, o --stored-paths)' },
  'verify.inputs-missing': { en: '{n} input {n|file|files} missing', es: '{n|falta|faltan} {n} {n|archivo|archivos} de la ejecución' },
  'verify.inputs-unread': { en: '{n} input {n|file|files} missing or not read', es: '{n} {n|archivo|archivos} de la ejecución {n|falta o no se leyó|faltan o no se leyeron}' },
  'verify.tool-version': { en: 'the run was made by veedor {was}; this is {now}', es: 'la ejecución la hizo veedor {was}; este es {now}' },
  'verify.catalog-absent': { en: 'catalog {id} {version} is not in this veedor', es: 'el catálogo {id} {version} no está en este veedor' },
  'verify.catalog-version': { en: 'catalog {id} was {was}; this veedor has {now}', es: 'el catálogo {id} era {was}; este veedor tiene {now}' },
  'verify.counts': {
    en: '{path}: stored {hands} {hands|hand|hands} read, {rejected} rejected; now {hands2} read, {rejected2} rejected',
    es: '{path}: guardadas {hands} {hands|mano leída|manos leídas}, {rejected} {rejected|rechazada|rechazadas}; ahora {hands2} {hands2|leída|leídas}, {rejected2} {rejected2|rechazada|rechazadas}',
  },

  // the hash chain's problems (store/chain.ts); the English is verify --json's, byte for byte
  'chain.never-sealed': { en: 'runs row {run}: complete but never sealed (no record digest): the store was altered', es: 'fila {run} de runs: completa pero nunca sellada (sin resumen del registro): el almacén fue modificado' },
  'chain.seal-rows-off': { en: 'run_seals row (run {run}, table {table}): not the seal of its rows: the store was altered', es: 'fila de run_seals (ejecución {run}, tabla {table}): no es el sello de sus filas: el almacén fue modificado' },
  'chain.no-seal-seq': { en: 'runs row {run}: no seal under seq {seq} (its seq was changed, or its seals deleted): the store was altered', es: 'fila {run} de runs: ningún sello con seq {seq} (se cambió su seq o se borraron sus sellos): el almacén fue modificado' },
  'chain.no-table-seal': { en: 'run_seals of run {run}: no seal for table {table}: the store was altered', es: 'run_seals de la ejecución {run}: ningún sello para la tabla {table}: el almacén fue modificado' },
  'chain.row-changed': { en: '{table}: {reason} of run {run} is not what was sealed: the store was altered', es: '{table}: {reason} de la ejecución {run} no es lo que se selló: el almacén fue modificado' },
  'chain.row': { en: 'row {n} ({key})', es: 'fila {n} ({key})' },
  'chain.row-deleted': { en: 'row {n} (deleted: {fewer} row(s) fewer than sealed)', es: 'fila {n} (borrada: {fewer} {fewer|fila|filas} menos que las selladas)' },
  'chain.row-added': { en: 'row {n} ({key}, added)', es: 'fila {n} ({key}, añadida)' },
  'chain.a-row': { en: 'a row', es: 'una fila' },
  'chain.seal-edited': { en: 'run_seals of run {run}: a table\'s seal was edited: the store was altered', es: 'run_seals de la ejecución {run}: se editó el sello de una tabla: el almacén fue modificado' },
  'chain.record-digest': { en: 'runs row {run}: its record digest (or prev_digest) is not the one its rows give: the store was altered', es: 'fila {run} de runs: su resumen del registro (o prev_digest) no es el que dan sus filas: el almacén fue modificado' },
  'chain.not-in-chain': { en: 'runs row {run}: marked complete but not in the chain (never sealed): the store was altered', es: 'fila {run} de runs: marcada como completa pero fuera de la cadena (nunca sellada): el almacén fue modificado' },
  'chain.position': { en: 'runs row {run}: chain position {pos} where {want} was due: a run before it was deleted or the store was altered', es: 'fila {run} de runs: posición {pos} en la cadena donde correspondía {want}: se borró una ejecución anterior o el almacén fue modificado' },
  'chain.prev-digest': { en: 'runs row {run}: prev_digest is not the record digest of the run before it ({before}): the chain is broken', es: 'fila {run} de runs: prev_digest no es el resumen del registro de la ejecución anterior ({before}): la cadena está rota' },
  'chain.prev-digest-first': { en: 'runs row {run}: prev_digest is not the record digest of the run before it (none): the chain is broken', es: 'fila {run} de runs: tiene prev_digest pero no hay ejecución anterior: la cadena está rota' },
  'chain.signature': { en: 'runs row {run}: its signature does not verify with the key stored beside it: the store was altered', es: 'fila {run} de runs: su firma no se verifica con la clave guardada junto a ella: el almacén fue modificado' },

  // a bundle's problems (store/bundle.ts); the English is verify --bundle --json's, byte for byte
  'bundle.unreadable': { en: '{file}: cannot be read ({detail})', es: '{file}: no se puede leer ({detail})' },
  'bundle.missing-file': { en: '{file}: missing from the bundle (the manifest seals it, {rows} rows)', es: '{file}: falta en el paquete (el manifiesto lo sella, {rows} {rows|fila|filas})' },
  'bundle.not-named-file': { en: '{file}: not the file the manifest names (sha256 {sha}…, {rows} rows)', es: '{file}: no es el archivo que nombra el manifiesto (sha256 {sha}…, {rows} {rows|fila|filas})' },
  'bundle.unsealed-file': { en: '{file}: in the bundle\'s folder, but not a file its manifest seals: the bundle sealed held no such file', es: '{file}: está en la carpeta del paquete, pero su manifiesto no lo sella: el paquete sellado no tenía ese archivo' },
  'bundle.unsealed-more': { en: 'and {n} more {n|file|files} in the bundle\'s folder that its manifest does not seal', es: 'y {n} {n|archivo|archivos} más en la carpeta del paquete que su manifiesto no sella' },
  'bundle.extra-file': { en: 'manifest.json: names a file {file} that is not part of a bundle', es: 'manifest.json: nombra un archivo {file} que no forma parte de un paquete' },
  'bundle.row-changed': { en: '{file}: row {n} is not what was sealed', es: '{file}: la fila {n} no es lo que se selló' },
  'bundle.row-count': { en: '{file}: {rows} rows, {sealed} sealed', es: '{file}: {rows} {rows|fila|filas}, {sealed} {sealed|sellada|selladas}' },
  'bundle.record-digest': { en: 'manifest.json: the record digest the files give ({now}…) is not the bundle\'s ({was}…)', es: 'manifest.json: el resumen del registro que dan los archivos ({now}…) no es el del paquete ({was}…)' },
  'bundle.field-copy': { en: 'manifest.json: {field} is not the run row\'s', es: 'manifest.json: {field} no es el de la fila de la ejecución' },
  'bundle.run-rows': { en: 'manifest.json: {n} run rows, 1 expected', es: 'manifest.json: {n} {n|fila|filas} de ejecución; se esperaba 1' },
  'bundle.unknown-field': { en: 'manifest.json: an unknown field {field}', es: 'manifest.json: un campo desconocido {field}' },
  'bundle.unsealed-table': { en: 'manifest.json: a seal for {table}, not a sealed table', es: 'manifest.json: un sello para {table}, que no es una tabla sellada' },
  'bundle.findings-digest': { en: 'findings.ndjson: the findings do not give the run\'s findings digest', es: 'findings.ndjson: los hallazgos no dan el resumen de hallazgos de la ejecución' },
  'bundle.not-findings': { en: 'findings.ndjson: rows that are not findings', es: 'findings.ndjson: filas que no son hallazgos' },
  'bundle.manifest-rows': {
    en: 'manifest.json: {field} is not a list of rows (objects of texts, numbers and nulls)',
    es: 'manifest.json: {field} no es una lista de filas (objetos de textos, números y nulos)',
  },
  'bundle.manifest-text': { en: 'manifest.json: {field} is not a text', es: 'manifest.json: {field} no es un texto' },
  'bundle.manifest-seal': { en: 'manifest.json: the seal of {table} is not rows, digest and row_hashes (text)', es: 'manifest.json: el sello de {table} no son filas, resumen y row_hashes (texto)' },
  'bundle.line-not-json': { en: 'line {line} is not JSON: {detail}', es: 'la línea {line} no es JSON: {detail}' },
  'bundle.line-not-object': { en: 'line {line} is not a row (a JSON object of texts, numbers and nulls)', es: 'la línea {line} no es una fila (un objeto JSON de textos, números y nulos)' },
  'bundle.csv-unclosed': { en: 'line {line}: a quoted field is not closed', es: 'línea {line}: un campo entre comillas no se cierra' },
  'bundle.csv-too-wide': { en: 'line {line}: more fields than the {columns} of the header', es: 'línea {line}: más campos que los {columns} de la cabecera' },
  'bundle.csv-too-narrow': { en: 'line {line}: {n} {n|field|fields} where the header has {columns}', es: 'línea {line}: {n} {n|campo|campos} donde la cabecera tiene {columns}' },
  'bundle.csv-bare': {
    en: 'line {line}: a field is neither quoted text, an integer nor empty: {text}',
    es: 'línea {line}: un campo no es texto entre comillas, ni un entero, ni vacío: {text}',
  },
  'bundle.signature': { en: 'signature: {status}', es: 'firma: {status@signature}' },

  // admission (audit/admission.ts)
  'admission.repeat': { en: 'hand_id {id} already appeared earlier in the log; this repeat is not audited', es: 'el hand_id {id} ya apareció antes en el registro; esta repetición no se audita' },
  'admission.repeat-canonical': { en: 'hand_id {id} (written with {codes}) is the same text, in Unicode\'s canonical form (NFC), as an earlier hand\'s id in the log, written with other code points: the reports print the two alike; this repeat is not audited', es: 'el hand_id {id} (escrito con {codes}) es el mismo texto, en la forma canónica de Unicode (NFC), que el id de una mano anterior del registro, escrito con otros puntos de código: los informes imprimen los dos igual; esta repetición no se audita' },
  'admission.repeat-hand': { en: 'hand {id} of table {table} started at {at} was already read at {place}: the same hand (table, hand_id and start), in another log; this repeat is not audited, so that no finding nor amount is counted twice (a hand of another start is another hand)', es: 'la mano {id} de la mesa {table} iniciada a las {at} ya se leyó en {place}: la misma mano (mesa, hand_id e inicio), en otro registro; esta repetición no se audita, para no contar dos veces ningún hallazgo ni importe (una mano de otro inicio es otra mano)' },
  'admission.repeat-hand-earlier': { en: 'hand {id} of table {table} started at {at} was already read in an earlier log: the same hand (table, hand_id and start); this repeat is not audited, so that no finding nor amount is counted twice (a hand of another start is another hand)', es: 'la mano {id} de la mesa {table} iniciada a las {at} ya se leyó en un registro anterior: la misma mano (mesa, hand_id e inicio); esta repetición no se audita, para no contar dos veces ningún hallazgo ni importe (una mano de otro inicio es otra mano)' },
  'admission.repeat-copy': { en: 'hand_id {id} already appeared in {file}, the same log (this file holds the same bytes, compressed or not, or is another name for it); this repeat is not audited', es: 'el hand_id {id} ya apareció en {file}, el mismo registro (este archivo tiene los mismos bytes, comprimidos o no, o es otro nombre de él); esta repetición no se audita' },
  'admission.no-catalog': { en: 'no catalog {id} (available: {available})', es: 'no hay catálogo {id} (disponibles: {available})' },
  'admission.game-mismatch': { en: 'catalog {id} does not govern the game {game} (it governs: {games})', es: 'el catálogo {id} no regula el juego {game} (regula: {games})' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ReasonCode = keyof typeof REASONS;

/** Every code, for the test that renders each in both languages. */
export const REASON_CODES = Object.keys(REASONS) as ReasonCode[];

/** The templates of a code, for that test. */
export function reasonTemplates(code: ReasonCode): Readonly<Record<Lang, string>> {
  return REASONS[code];
}

const DICTS: Record<string, Record<Lang, Record<string, string>>> = {
  type: {
    en: {},
    es: { integer: 'un número entero', number: 'un número', string: 'un texto', object: 'un objeto', array: 'una lista', boolean: 'true o false', null: 'null' },
  },
  jsonValue: {
    en: { object: 'an object', string: 'a string', number: 'a number', boolean: 'true or false', null: 'null' },
    es: { object: 'un objeto', string: 'un texto', number: 'un número', boolean: 'true o false', null: 'null' },
  },
  datePart: {
    en: {},
    es: { month: 'su mes', day: 'su día', hour: 'su hora', minute: 'su minuto', second: 'su segundo', offset: 'su desfase horario' },
  },
  signature: {
    en: {},
    es: { unsigned: 'sin firma', valid: 'válida', 'valid-untrusted': 'válida solo con la clave guardada junto a ella', 'other-key': 'de otra clave', invalid: 'no válida' },
  },
  fileKind: {
    en: {
      tar: 'a tar archive', zip: 'a zip archive', '7z': 'a 7-Zip archive', rar: 'a RAR archive', xz: 'xz-compressed data', bzip2: 'bzip2-compressed data', zstd: 'Zstandard-compressed data',
      gzip: 'gzip-compressed data', xlsx: 'an Excel workbook (.xlsx)', ods: 'an OpenDocument spreadsheet (.ods)', xls: 'an Excel 97-2003 workbook (.xls)', sqlite: 'a SQLite database', pdf: 'a PDF document',
    },
    es: {
      tar: 'un archivo tar', zip: 'un archivo zip', '7z': 'un archivo 7-Zip', rar: 'un archivo RAR', xz: 'datos comprimidos con xz', bzip2: 'datos comprimidos con bzip2', zstd: 'datos comprimidos con Zstandard',
      gzip: 'datos comprimidos con gzip', xlsx: 'un libro de Excel (.xlsx)', ods: 'una hoja de cálculo OpenDocument (.ods)', xls: 'un libro de Excel 97-2003 (.xls)', sqlite: 'una base de datos SQLite', pdf: 'un documento PDF',
    },
  },
  fileAdvice: {
    en: {
      tar: 'extract the files it holds (tar -xf) and read those', zip: 'extract the files it holds and read those', '7z': 'extract the files it holds and read those', rar: 'extract the files it holds and read those',
      xz: 'decompress it (xz -d) and read the result', bzip2: 'decompress it (bunzip2) and read the result', zstd: 'decompress it (zstd -d) and read the result', gzip: 'decompress it (gunzip) and read the result',
      xlsx: 'save the sheet as CSV (UTF-8) and read that', ods: 'save the sheet as CSV (UTF-8) and read that', xls: 'save the sheet as CSV (UTF-8) and read that',
      sqlite: 'a Veedor store is read with --db (veedor findings, summary, stats, replay)', pdf: 'a report is no log: read the JSON, NDJSON or CSV file the table system wrote',
    },
    es: {
      tar: 'extraiga los archivos que contiene (tar -xf) y lea esos', zip: 'extraiga los archivos que contiene y lea esos', '7z': 'extraiga los archivos que contiene y lea esos', rar: 'extraiga los archivos que contiene y lea esos',
      xz: 'descomprímalo (xz -d) y lea el resultado', bzip2: 'descomprímalo (bunzip2) y lea el resultado', zstd: 'descomprímalo (zstd -d) y lea el resultado', gzip: 'descomprímalo (gunzip) y lea el resultado',
      xlsx: 'guarde la hoja como CSV (UTF-8) y lea ese archivo', ods: 'guarde la hoja como CSV (UTF-8) y lea ese archivo', xls: 'guarde la hoja como CSV (UTF-8) y lea ese archivo',
      sqlite: 'un almacén de Veedor se lee con --db (veedor findings, summary, stats, replay)', pdf: 'un informe no es un registro: lea el archivo JSON, NDJSON o CSV que escribió el sistema de la mesa',
    },
  },
  documentKind: {
    en: {
      'findings-json': 'Veedor\'s findings as JSON (veedor audit --format json)', 'findings-csv': 'Veedor\'s findings as CSV (veedor audit --format csv)',
      'findings-ndjson': 'the findings of a Veedor bundle (findings.ndjson, written by veedor export)', 'stats-json': 'Veedor\'s integrity statistics as JSON (veedor stats)',
      'stats-csv': 'Veedor\'s integrity statistics as CSV (veedor stats)', 'summary-json': 'a Veedor summary as JSON (veedor summary)', 'summary-csv': 'a Veedor summary as CSV (veedor summary)',
      'replay-json': 'a Veedor replay of one hand as JSON (veedor replay)', 'answer-key': 'the answer key of a simulation (veedor simulate --key)',
      'bundle-manifest': 'the manifest of a Veedor bundle (manifest.json, written by veedor export)', 'bundle-hands': 'the hand index of a Veedor bundle (hands.csv, written by veedor export)',
      'bundle-run-hands': 'the run\'s hand list of a Veedor bundle (run_hands.csv, written by veedor export)', tables: 'a tables file (the tables\' posted configurations)',
      mapping: 'an import mapping (veedor map)', 'json-schema': 'a JSON Schema (a description of a format, such as the hand log\'s)',
    },
    es: {
      'findings-json': 'los hallazgos de Veedor en JSON (veedor audit --format json)', 'findings-csv': 'los hallazgos de Veedor en CSV (veedor audit --format csv)',
      'findings-ndjson': 'los hallazgos de un paquete de Veedor (findings.ndjson, escrito por veedor export)', 'stats-json': 'las estadísticas de integridad de Veedor en JSON (veedor stats)',
      'stats-csv': 'las estadísticas de integridad de Veedor en CSV (veedor stats)', 'summary-json': 'un resumen de Veedor en JSON (veedor summary)', 'summary-csv': 'un resumen de Veedor en CSV (veedor summary)',
      'replay-json': 'la reproducción de una mano de Veedor en JSON (veedor replay)', 'answer-key': 'la clave de respuestas de una simulación (veedor simulate --key)',
      'bundle-manifest': 'el manifiesto de un paquete de Veedor (manifest.json, escrito por veedor export)', 'bundle-hands': 'el índice de manos de un paquete de Veedor (hands.csv, escrito por veedor export)',
      'bundle-run-hands': 'la lista de manos de la ejecución de un paquete de Veedor (run_hands.csv, escrito por veedor export)', tables: 'un archivo de mesas (las configuraciones publicadas de las mesas)',
      mapping: 'una correspondencia de importación (veedor map)', 'json-schema': 'un JSON Schema (la descripción de un formato, como la del registro de manos)',
    },
  },
  documentAdvice: {
    en: {
      'findings-json': 'give the hand logs it was written from instead (its "inputs" name them)', 'findings-csv': 'give the hand logs it was written from instead (its source_path column names them)',
      'findings-ndjson': 'a bundle is checked whole with veedor verify --bundle FOLDER', 'stats-json': 'give the hand logs they were computed from instead (its "inputs" name them)',
      'stats-csv': 'give the hand logs they were computed from instead', 'summary-json': 'give the hand logs of the stored run instead (veedor runs lists them)', 'summary-csv': 'give the hand logs of the stored run instead (veedor runs lists them)',
      'replay-json': 'give the hand log it replayed instead (its "source" names it)', 'answer-key': 'give the log simulate wrote with --out instead; the key is what its audit should find',
      'bundle-manifest': 'a bundle is checked whole with veedor verify --bundle FOLDER', 'bundle-hands': 'a bundle is checked whole with veedor verify --bundle FOLDER',
      'bundle-run-hands': 'a bundle is checked whole with veedor verify --bundle FOLDER', tables: 'give it with --tables, and the hand log as the file to read',
      mapping: 'give it with --map, and the casino system\'s export as the file to read', 'json-schema': 'give a hand log that follows it instead',
    },
    es: {
      'findings-json': 'dé en su lugar los registros de manos de los que se escribió (sus "inputs" los nombran)', 'findings-csv': 'dé en su lugar los registros de manos de los que se escribió (su columna source_path los nombra)',
      'findings-ndjson': 'un paquete se comprueba entero con veedor verify --bundle CARPETA', 'stats-json': 'dé en su lugar los registros de manos de los que se calcularon (sus "inputs" los nombran)',
      'stats-csv': 'dé en su lugar los registros de manos de los que se calcularon', 'summary-json': 'dé en su lugar los registros de manos de la ejecución guardada (veedor runs los lista)', 'summary-csv': 'dé en su lugar los registros de manos de la ejecución guardada (veedor runs los lista)',
      'replay-json': 'dé en su lugar el registro de manos que reprodujo (su "source" lo nombra)', 'answer-key': 'dé en su lugar el registro que simulate escribió con --out; la clave es lo que su auditoría debe encontrar',
      'bundle-manifest': 'un paquete se comprueba entero con veedor verify --bundle CARPETA', 'bundle-hands': 'un paquete se comprueba entero con veedor verify --bundle CARPETA',
      'bundle-run-hands': 'un paquete se comprueba entero con veedor verify --bundle CARPETA', tables: 'délo con --tables y dé el registro de manos como el archivo que se lee',
      mapping: 'déla con --map y dé la exportación del sistema del casino como el archivo que se lee', 'json-schema': 'dé en su lugar un registro de manos que lo siga',
    },
  },
  piece: {
    en: {},
    es: { line: 'la línea', hand: 'la mano', row: 'la fila' },
  },
  jsonSyntax: {
    en: {
      after: 'Unexpected non-whitespace character after JSON', propertyName: 'Expected property name or \'}\' in JSON', afterValue: 'Expected \',\' or \'}\' after property value in JSON',
      afterElement: 'Expected \',\' or \']\' after array element in JSON', doubleQuoted: 'Expected double-quoted property name in JSON', colon: 'Expected \':\' after property name in JSON',
      string: 'Unterminated string in JSON', control: 'Bad control character in string literal in JSON', escape: 'Bad escaped character in JSON', unicode: 'Bad Unicode escape in JSON',
      minus: 'No number after minus sign in JSON', exponent: 'Exponent part is missing a number in JSON', fraction: 'Unterminated fractional number in JSON', number: 'Unexpected number in JSON',
    },
    es: {
      after: 'texto tras el final del JSON', propertyName: 'se esperaba un nombre de propiedad o \'}\'', afterValue: 'se esperaba \',\' o \'}\' tras el valor de una propiedad',
      afterElement: 'se esperaba \',\' o \']\' tras un elemento de una lista', doubleQuoted: 'se esperaba un nombre de propiedad entre comillas dobles',
      colon: 'se esperaba \':\' tras el nombre de una propiedad', string: 'un texto sin cerrar', control: 'un carácter de control dentro de un texto',
      escape: 'un carácter escapado no válido', unicode: 'un escape Unicode no válido', minus: 'ningún número tras el signo menos',
      exponent: 'un exponente sin número', fraction: 'un número con la parte decimal sin terminar', number: 'un número inesperado',
    },
  },
  delimiter: {
    en: { '\t': 'tab' },
    es: { '\t': 'tabulador' },
  },
  game: {
    en: { blackjack: 'blackjack', baccarat: 'baccarat', 'pai-gow': 'pai gow', caribbean: 'Caribbean Stud' },
    es: { blackjack: 'blackjack', baccarat: 'baccarat', 'pai-gow': 'pai gow', caribbean: 'Caribbean Stud' },
  },
  aGame: {
    en: { blackjack: 'a blackjack hand', baccarat: 'a baccarat coup', 'pai-gow': 'a pai gow round', caribbean: 'a Caribbean Stud hand' },
    es: { blackjack: 'una mano de blackjack', baccarat: 'un golpe de baccarat', 'pai-gow': 'una ronda de pai gow', caribbean: 'una mano de Caribbean Stud' },
  },
  eventKind: {
    en: { rng: 'a random-number result', pool: 'a pool award' },
    es: { rng: 'un resultado de números aleatorios', pool: 'un premio del pozo' },
  },
  spots: {
    en: { 'main-pool': 'main or pool', 'main-pool-insurance': 'main, pool or insurance', 'player-banker-tie': 'player, banker or tie', 'paigow-bonus': 'paigow or bonus' },
    es: { 'main-pool': 'main o pool', 'main-pool-insurance': 'main, pool o insurance', 'player-banker-tie': 'player, banker o tie', 'paigow-bonus': 'paigow o bonus' },
  },
};

/** A reason with its data, as a reader or an engine states it. */
export function reason(code: ReasonCode, data?: Record<string, ReasonValue>): Reason {
  return data ? { code, data } : { code };
}

export function isReason(v: unknown): v is Reason {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Reason).code === 'string';
}

function countOf(v: ReasonValue | undefined): number {
  if (Array.isArray(v)) return v.length;
  return typeof v === 'number' ? v : Number(v);
}

function valueText(v: ReasonValue | undefined, lang: Lang): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join(', ');
  if (isReason(v)) return renderReason(v, lang);
  return String(v);
}

/** A reason in the reader's language. */
export function renderReason(r: Reason, lang: Lang): string {
  const entry = (REASONS as Record<string, Record<Lang, string>>)[r.code];
  if (!entry) throw new Error(`unknown reason code ${r.code}`);
  const data = r.data ?? {};
  return entry[lang].replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*)|(:a)|@(\w+))?\}/g, (_, name: string, one?: string, many?: string, article?: string, dict?: string) => {
    const v = data[name];
    if (one !== undefined) return countOf(v) === 1 ? one : many!;
    const text = valueText(v, lang);
    if (article) return `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
    if (dict !== undefined) return DICTS[dict]![lang][text] ?? (dict === 'delimiter' ? `"${text}"` : text);
    return text;
  });
}

/** Both wordings of a reason, as a finding carries its message. */
export function reasonInBoth(r: Reason): { es: string; en: string } {
  return { es: renderReason(r, 'es'), en: renderReason(r, 'en') };
}

/** A reason as English text, for an internal error (a simulated hand that cannot be written, a replay that should have run). */
export function reasonText(r: Reason): string {
  return renderReason(r, 'en');
}

/** V8's JSON.parse messages (Node 20: "Unterminated string in JSON at position 7"), by the kind each names. */
const JSON_SYNTAX: readonly [RegExp, string][] = [
  [/^Unexpected non-whitespace character after JSON at position (\d+)/, 'after'],
  [/^Expected property name or '\}' in JSON at position (\d+)/, 'propertyName'],
  [/^Expected ',' or '\}' after property value in JSON at position (\d+)/, 'afterValue'],
  [/^Expected ',' or '\]' after array element in JSON at position (\d+)/, 'afterElement'],
  [/^Expected double-quoted property name in JSON at position (\d+)/, 'doubleQuoted'],
  [/^Expected ':' after property name in JSON at position (\d+)/, 'colon'],
  [/^Unterminated string in JSON at position (\d+)/, 'string'],
  [/^Bad control character in string literal in JSON at position (\d+)/, 'control'],
  [/^Bad escaped character in JSON at position (\d+)/, 'escape'],
  [/^Bad Unicode escape in JSON at position (\d+)/, 'unicode'],
  [/^No number after minus sign in JSON at position (\d+)/, 'minus'],
  [/^Exponent part is missing a number in JSON at position (\d+)/, 'exponent'],
  [/^Unterminated fractional number in JSON at position (\d+)/, 'fraction'],
  [/^Unexpected number in JSON at position (\d+)/, 'number'],
];

/**
 * Why JSON.parse refused a record's text, as a reason in both languages. V8 words it in English only, and the Spanish
 * line of a record "not valid JSON" carried that English ("la línea no es JSON válido (Unexpected non-whitespace
 * character after JSON at position 1674)"). Each message Node 20 gives is read back into its kind and position; the
 * English is V8's own words. A message a later V8 words otherwise stays as it is in English, and in Spanish is said as
 * a syntax error.
 */
export function jsonSyntaxReason(e: unknown): Reason {
  const message = e instanceof Error ? e.message : String(e);
  for (const [re, kind] of JSON_SYNTAX) {
    const m = re.exec(message);
    if (m) return reason('json.syntax', { kind, at: Number(m[1]) });
  }
  if (message.startsWith('Unexpected end of JSON input')) return reason('json.syntax-end');
  // The text V8 quotes, as it quotes it: `"x"`, `"xyz"...` or `..."xyz"` (it clips a long one).
  const token = /^Unexpected token '(.+?)', ([^]*) is not valid JSON$/.exec(message);
  if (token) return reason('json.syntax-token', { token: token[1]!, snippet: clipped(token[2]!) });
  return reason('json.syntax-other', { text: clipped(message) });
}

function clipped(text: string): string {
  return text.length > 160 ? text.slice(0, 160) + '…' : text;
}

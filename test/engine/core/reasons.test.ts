import { describe, expect, it } from 'vitest';
import { REASON_CODES, jsonSyntaxReason, reason, reasonTemplates, renderReason } from '../../../engine/core/reasons.js';
import type { ReasonValue } from '../../../engine/core/reasons.js';

// Every reason code rendered in both languages, with one value and with several in each slot: no
// slot left unfilled, no English word in the Spanish (nor Spanish in the English), plurals agreeing.
const ENGLISH = /\b(the|is|not|file|hands?|must|cannot|read|missing|has|which|only|line|amount|card|seat|decision|settlement|bet|goes|spot|row|header|quote|cell|known)\b/i;
const SPANISH = /\b(el|la|los|las|es|no es|archivo|manos?|debe|falta|carta|asiento|fila|cabecera|comillas|importe|línea|decisión|liquidación)\b/i;

function slots(code: (typeof REASON_CODES)[number]): string[] {
  const t = reasonTemplates(code);
  return [...new Set([...`${t.en} ${t.es}`.matchAll(/\{(\w+)/g)].map((m) => m[1]!))];
}

// Values as the log gives them, chosen to carry no word of either language.
function sample(name: string, many: boolean): ReasonValue {
  if (name === 'reason') return reason('csv.quote-unclosed', { line: 7 });
  if (name === 'columns' || name === 'allowed' || name === 'available' || name === 'games' || name === 'examples' || name === 'values') return many ? ['"X1"', '"Y2"'] : ['"X1"'];
  const dicts: Record<string, string> = { part: 'day', what: 'rng', game: 'blackjack', spots: 'main-pool', type: 'integer', row: ';', header: ',', kind: 'string', token: 'x', snippet: '"x1"' };
  if (name in dicts) return dicts[name]!;
  return many ? 2 : 1;
}

/** A rendering with the values taken out, so only the template's own words remain. */
const wordsOf = (text: string) => text.replace(/"[^"]*"|\b\d+\b|\{[^}]*\}|\([^)]*\bJSON\b[^)]*\)/g, ' ');

describe('every reason code in both languages', () => {
  it('has more than a hundred codes, each with an English and a Spanish template', () => {
    expect(REASON_CODES.length).toBeGreaterThan(100);
    for (const c of REASON_CODES) expect([c, typeof reasonTemplates(c).en, typeof reasonTemplates(c).es]).toEqual([c, 'string', 'string']);
  });

  for (const many of [false, true]) {
    it(`renders completely, each in one language (${many ? 'several values' : 'one value'} per slot)`, () => {
      const wrong: string[] = [];
      for (const code of REASON_CODES) {
        const data = Object.fromEntries(slots(code).map((s) => [s, sample(s, many)]));
        const es = renderReason(reason(code, data), 'es');
        const en = renderReason(reason(code, data), 'en');
        for (const [lang, text] of [['es', es], ['en', en]] as const) {
          if (/\{|\}|undefined|\[object/.test(text.replace(/\[ or \{|\[ o \{|\{"tables"[^]*\}/g, ''))) wrong.push(`${code} ${lang}: unfilled: ${text}`);
        }
        const esWords = wordsOf(es).replace(/\b(seat:N|dealer|player|banker|hand_id|ante|bet|fold|main|pool|insurance|paigow|bonus|tie|true|false|time_zone|encoding|latin-1|utf-8|Latin-1|UTF-8|CSV|JSON|NUL|gzip|ISO|Unicode|UTF-16|Punto|Banca|blackjack|baccarat|pai gow|Caribbean Stud)\b/g, ' ');
        if (ENGLISH.test(esWords)) wrong.push(`${code} es: English word: ${es}`);
        if (SPANISH.test(wordsOf(en))) wrong.push(`${code} en: Spanish word: ${en}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('words plurals, articles and nested reasons from the data', () => {
    expect(renderReason(reason('csv.header-lacks', { columns: ['type'] }), 'en')).toBe('CSV header lacks the column type: no hand can be read');
    expect(renderReason(reason('csv.header-lacks', { columns: ['hand_id', 'type'] }), 'es')).toBe('a la cabecera CSV le faltan las columnas hand_id, type: no puede leerse ninguna mano');
    expect(renderReason(reason('schema.stake-amount', { action: 'insurance' }), 'en')).toBe('an insurance decision adds a stake: its amount is required (format 1.1)');
    expect(renderReason(reason('engine.split-short', { hand: 1, seat: 2, count: 1 }), 'es')).toBe('una separación de la mano 1 del asiento 2, que tiene 1 carta');
    expect(renderReason(reason('csv.header-malformed', { reason: reason('csv.quote-unclosed', { line: 3 }) }), 'es'))
      .toBe('la cabecera CSV está mal formada (unas comillas abiertas en la línea 3 no se cierran antes del final del archivo): se lee tal como está');
    expect(renderReason(reason('csv.delimiter', { row: '\t', header: ';' }), 'en')).toBe('the row is delimited by tab, the header by ";"');
  });

  // hostile16: a record JSON.parse refused said V8's English inside its Spanish line ("la línea no es JSON válido
  // (Unexpected non-whitespace character after JSON at position 1674)"). Each message Node 20 gives is read back.
  it('words each of JSON.parse\'s messages in Spanish, V8\'s English kept as it was', () => {
    const cases: [string, string][] = [
      ['{"a":1} x', 'texto tras el final del JSON en la posición 8'],
      ['{"a":1', "se esperaba ',' o '}' tras el valor de una propiedad en la posición 6"],
      ['{a:1}', "se esperaba un nombre de propiedad o '}' en la posición 1"],
      ['{"a" 1}', "se esperaba ':' tras el nombre de una propiedad en la posición 5"],
      ['[1 2]', "se esperaba ',' o ']' tras un elemento de una lista en la posición 3"],
      ['{"a":"x', 'un texto sin cerrar en la posición 7'],
      ['{"a":"\t"}', 'un carácter de control dentro de un texto en la posición 6'],
      ['{"a":"\\q"}', 'un carácter escapado no válido en la posición 7'],
      ['{"a":"\\u12"}', 'un escape Unicode no válido en la posición 10'],
      ['{"a":-}', 'ningún número tras el signo menos en la posición 6'],
      ['{"a":1e}', 'un exponente sin número en la posición 7'],
      ['{"a":1.}', 'un número con la parte decimal sin terminar en la posición 7'],
      ['{"a":01}', 'un número inesperado en la posición 6'],
      ['{"a":1,}', 'se esperaba un nombre de propiedad entre comillas dobles en la posición 7'],
      ['', 'el texto termina antes de cerrarse el JSON'],
      ['{"a":x}', 'carácter inesperado \'x\' en "{"a":x}"'],
      ['x' + 'y'.repeat(40), 'carácter inesperado \'x\' en "xyyyyyyyyy"...'],
    ];
    for (const [text, es] of cases) {
      let error: unknown;
      try {
        JSON.parse(text);
      } catch (e) {
        error = e;
      }
      const r = jsonSyntaxReason(error);
      expect([text, renderReason(r, 'es')]).toEqual([text, es]);
      expect([text, renderReason(r, 'en')]).toEqual([text, (error as Error).message]);
    }
    expect(renderReason(jsonSyntaxReason(new SyntaxError('Something V8 says later')), 'es')).toBe('error de sintaxis del JSON');
  });
});


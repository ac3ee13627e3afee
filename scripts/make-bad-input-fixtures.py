#!/usr/bin/env python3
"""Writes the broken logs of fixtures/bad-input/ from the clean pot luck example hands.

Only the logs: each case's <case>.expected.json was written by hand, from what the
hand-log format and the README's "Bad input" section promise, and checked by
test/engine/input/corpus.test.ts. The 50 MB line and the 10,000-event hand are made by
that test, not committed. Run from the repository root:
    python3 scripts/make-bad-input-fixtures.py
"""
import copy
import json
import os

ROOT = os.path.join(os.path.dirname(__file__), '..')
OUT = os.path.join(ROOT, 'fixtures', 'bad-input')
HANDS = json.load(open(os.path.join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json'), encoding='utf-8'))
H0, H1, H2, H3 = HANDS  # EX-PLBJ-000014, -000007, -000008 (table PL-03), -000027 (PL-02)

CSV_COLUMNS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'type', 'name',
               'by', 'to', 'seat', 'hand', 'spot', 'card', 'face', 'action', 'amount', 'number', 'value', 'cards', 'count',
               'medium', 'player', 'participant', 'decks', 'position', 'behind']


def line(h):
    return json.dumps(h, ensure_ascii=False, separators=(',', ':'))


def with_id(h, hand_id, **changes):
    h = copy.deepcopy(h)
    h['hand_id'] = hand_id
    h.update(changes)
    return h


def with_event(h, hand_id, i, **fields):
    h = with_id(h, hand_id)
    h['events'][i].update(fields)
    return h


def write(name, text, binary=False):
    path = os.path.join(OUT, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(text if binary else text.encode('utf-8'))


def csv_cell(v):
    if v is None:
        return ''
    if isinstance(v, bool):
        v = 'true' if v else 'false'
    if isinstance(v, list):
        v = ' '.join(v)
    s = str(v)
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in '",\r\n;\t') else s


def csv_rows(hands, columns=CSV_COLUMNS, sep=','):
    rows = [sep.join(columns)]
    for h in hands:
        for i, e in enumerate(h['events']):
            rows.append(sep.join(csv_cell(e.get(c, h.get(c) if i == 0 and c not in e else None)) for c in columns))
    return rows


def main():
    os.makedirs(OUT, exist_ok=True)
    # JSON ----------------------------------------------------------------------------------------
    write('truncated-json-mid-object.json', '[\n' + line(H0) + ',\n' + line(H1) + ',\n' + line(H2)[:400] + '\n')
    write('json-array-missing-bracket.json', '[\n' + line(H0) + ',\n' + line(H1) + '\n')
    write('crlf.json', '[\r\n' + ',\r\n'.join(line(h) for h in (H0, H1)) + '\r\n]\r\n')
    write('json-trailing-comma.json', '{"hands": [\n' + line(H0) + ',\n' + line(H1) + ',\n],\n}\n')
    write('json-empty-element.json', '[\n' + line(H0) + ',\n,\n' + line(H1) + '\n]\n')
    # NDJSON --------------------------------------------------------------------------------------
    write('ndjson-garbage-line.ndjson', line(H0) + '\n' + '{"hand_id": "EX-PLBJ-000007", oops this is not JSON\n' + line(H1) + '\n')
    write('bom-crlf.ndjson', '\ufeff' + '\r\n'.join(line(h) for h in (H0, H1)) + '\r\n')
    latin = with_id(H0, 'LAT-1', dealer_id='Begoña Muñoz')
    latin['events'][21]['amount'] = 90  # seat 4's split hand paid 90 instead of 100: one finding that carries the dealer's name
    with open(os.path.join(OUT, 'latin1-accents.ndjson'), 'wb') as f:
        f.write((line(latin) + '\n').encode('latin-1'))
    write('empty.ndjson', '')
    write('binary.ndjson', bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x0A]), binary=True)
    write('numbers-as-strings.ndjson', '\n'.join([
        line(with_event(H0, 'STR-AMOUNT', 2, amount='55')),
        line(with_event(H1, 'STR-SEAT', 2, seat='1')),
    ]) + '\n')
    # 1e309 is not a number JSON.parse can keep: it reads as Infinity.
    write('amount-1e309.ndjson', line(with_id(H0, 'BIG-1E309')).replace('"amount":55', '"amount":1e309', 1) + '\n')
    write('amounts-negative-three-decimals.ndjson', '\n'.join([
        line(with_event(H0, 'NEG', 2, amount=-55)),
        line(with_event(H1, 'THREE-DEC', 2, amount=150.125)),
        line(with_event(H2, 'SIXTEEN-DIGITS', 2, amount=99999999999999)),
        line(with_event(H3, 'TWO-DEC', 2, amount=20.50)),
    ]) + '\n')
    write('bad-cards.ndjson', '\n'.join([
        line(with_event(H0, 'CARD-1H', 6, card='1h')),
        line(with_event(H1, 'CARD-ZZ', 6, card='Zz')),
        line(with_event(H2, 'CARD-AS-SPACE', 6, card='AS ')),
        line(with_event(H3, 'CARD-10C', 5, card='10h')),
    ]) + '\n')
    write('card-to-seat-99.ndjson', line(with_event(H0, 'SEAT-99', 6, to='seat:99')) + '\n')
    late = with_id(H0, 'LATE-CARD')
    late['events'] += [{'type': 'decision', 'seat': 1, 'hand': 1, 'action': 'hit'}, {'type': 'deal', 'to': 'seat:1', 'hand': 1, 'card': '8c'}]
    late_dealer = with_id(H1, 'LATE-DEALER')
    late_dealer['events'].append({'type': 'deal', 'to': 'dealer', 'card': '5c'})
    late_harmless = with_id(H3, 'LATE-PAYOUT')
    late_harmless['events'].append(copy.deepcopy(late_harmless['events'][-1]))
    late_bet = with_id(H2, 'LATE-BET')
    late_bet['events'].append({'type': 'bet', 'seat': 1, 'spot': 'main', 'amount': 65})
    write('events-after-settlement.ndjson', '\n'.join(line(h) for h in (late, late_dealer, late_harmless, late_bet)) + '\n')
    write('unknown-ruleset.ndjson', '\n'.join([
        line(with_id(H0, 'RS-UNKNOWN', ruleset='xx-no-such-catalog')),
        line({k: v for k, v in with_id(H1, 'GAME-UNKNOWN', game='roulette').items() if k != 'ruleset'}),
        line(with_id(H2, 'RS-OTHER-GAME', ruleset='pe-poker-caribeno')),
        line(H3),
    ]) + '\n')
    write('duplicate-ids-across-files/a.ndjson', line(H0) + '\n' + line(H1) + '\n')
    # b repeats one of its own hands (line 4, rejected) and one of a.ndjson's (line 1: the same table, id and start,
    # rejected naming a.ndjson:2); H0's id at another start (the next day's hand numbered alike) is this log's own hand
    next_day = with_id(H0, H0['hand_id'], started_at=H0['started_at'].replace('2026-11-06', '2026-11-07'))
    write('duplicate-ids-across-files/b.ndjson', line(H1) + '\n' + line(H2) + '\n' + line(next_day) + '\n' + line(H2) + '\n')
    # CSV (tables from pot-luck.tables.json) ------------------------------------------------------
    write('pot-luck.tables.json', json.dumps({'tables': {'PL-03': H0['table'], 'PL-02': H3['table']}}, indent=1) + '\n')
    rows = csv_rows([H0, H1])
    no_type = [c for c in CSV_COLUMNS if c != 'type']
    write('csv-missing-column.csv', '\n'.join(csv_rows([H0, H1], no_type)) + '\n')
    short = list(rows)
    short[30] = ','.join(short[30].split(',')[:10])  # a row of H1 (the second hand) cut to 10 fields
    write('csv-row-missing-field.csv', '\n'.join(short) + '\n')
    extra = [r + (',vendor_note' if i == 0 else ',checked by pit boss') for i, r in enumerate(rows)]
    write('csv-extra-column.csv', '\n'.join(extra) + '\n')
    long_row = list(rows)
    long_row[5] = long_row[5] + ',surplus'
    write('csv-row-extra-field.csv', '\n'.join(long_row) + '\n')
    quoted = csv_rows([with_id(H0, 'EX-PLBJ-000014', dealer_id='D-311\nnight shift'), H1])
    quoted[30] = ','.join(quoted[30].split(',')[:10])
    write('csv-quoted-newlines.csv', '\n'.join(quoted) + '\n')
    write('csv-semicolon.csv', '\n'.join(csv_rows([H0, H1], sep=';')) + '\n')
    write('csv-tab-delimited.tsv', '\n'.join(csv_rows([H0, H1], sep='\t')) + '\n')
    write('csv-bom-crlf.csv', '\ufeff' + '\r\n'.join(rows) + '\r\n')
    # Issue 18: records that disappear -----------------------------------------------------------
    twenty = [with_id(HANDS[i % 4], 'H-%02d' % (i + 1)) for i in range(20)]
    rows20 = csv_rows(twenty)
    first_row = {}  # hand number -> index in rows20 of its first row
    k = 1
    for n, h in enumerate(twenty, 1):
        first_row[n] = k
        k += len(h['events'])
    quote = list(rows20)
    quote[first_row[5]] = '"' + quote[first_row[5]]  # a stray quote opens hand 5's first row and is never closed
    write('csv-unterminated-quote.csv', '\n'.join(quote) + '\n')
    delim = list(rows20)
    for i in range(first_row[10], len(delim)):
        delim[i] = delim[i].replace(',', ';')  # from hand 10 on, another delimiter
    write('csv-delimiter-change.csv', '\n'.join(delim) + '\n')
    dup = [r + ',' + (r.split(',')[0] if i > 0 else 'hand_id') for i, r in enumerate(rows20)]
    dup[first_row[7]] += '-OTHER'  # hand 7's two hand_id cells differ
    write('csv-duplicate-header-column.csv', '\n'.join(dup) + '\n')
    lines20 = [line(h) for h in twenty]
    missing = list(lines20)
    missing[4] = missing[4].replace('"dealer_id":"D-311"', '"dealer_id":"D-311', 1)  # hand 5 of 20: a closing quote missing
    assert missing[4] != lines20[4]
    write('json-array-missing-quote.json', '[\n' + ',\n'.join(missing) + '\n]\n')
    write('json-array-one-line-missing-quote.json', '[' + ','.join(missing) + ']\n')
    brace = list(lines20)
    brace[4] = brace[4][:-1]  # hand 5 of 20: its closing brace missing
    write('json-array-missing-brace.json', '[\n' + ',\n'.join(brace) + '\n]\n')
    # Money beyond 15 significant digits, and an exponent: judged by the text, in NDJSON and in CSV.
    digits = [with_event(H0, 'D-205', 2), with_event(H1, 'D-410', 2), with_event(H2, 'D-EXP', 2), with_id(H3, 'D-OK')]
    texts = ['205.000000000000000001', '409.99999999999999999', '2.05e2']
    nd = [line(h) for h in digits]
    for i, t in enumerate(texts):
        amount = digits[i]['events'][2]['amount']
        nd[i] = nd[i].replace('"amount":%s}' % json.dumps(amount), '"amount":%s}' % t, 1)
        assert t in nd[i]
    write('amounts-beyond-15-digits.ndjson', '\n'.join(nd) + '\n')
    cr = csv_rows(digits)
    starts = [1 + sum(len(h['events']) for h in digits[:i]) for i in range(len(digits))]
    for i, t in enumerate(texts):
        at = starts[i] + 2
        cells = cr[at].split(',')
        cells[CSV_COLUMNS.index('amount')] = t
        cr[at] = ','.join(cells)
    write('csv-amounts-beyond-15-digits.csv', '\n'.join(cr) + '\n')
    write('dates-not-dates.ndjson', '\n'.join([
        line(with_id(H0, 'DATE-FEB-30', started_at='2026-02-30T25:61:00Z')),
        line(with_id(H1, 'DATE-ZERO', started_at='0000-00-00T00:00Z')),
        line(with_id(H2, 'DATE-LEAP', started_at='2028-02-29T23:59:59-05:00')),
    ]) + '\n')
    deep = with_id(H0, 'DEEP-EXTRA')
    deep['events'][0]['vendor'] = 'DEEP'
    text = line(deep).replace('"vendor":"DEEP"', '"vendor":' + '[' * 100000 + ']' * 100000, 1)
    write('deep-nesting.ndjson', text + '\n' + line(H1) + '\n')
    deep6 = line(with_id(H2, 'DEEP-6000', note='DEEP')).replace('"note":"DEEP"', '"note":' + '{"a":' * 6000 + '1' + '}' * 6000, 1)
    write('deep-nesting-6000.json', '[\n' + line(H3) + ',\n' + deep6 + '\n]\n')
    # A hand's rows interrupted by another hand's: the rest of the first hand is not a hand of its own.
    # Every row names its hand_id (an empty cell would continue the hand before it, as the format says).
    a, b = csv_rows([H0])[1:], csv_rows([H1])[1:]
    a = [r if r.startswith(H0['hand_id']) else H0['hand_id'] + r for r in a]
    write('csv-hand-rows-split.csv', '\n'.join([csv_rows([])[0]] + a[:20] + b + a[20:]) + '\n')
    # A key written twice in one object: JSON.parse keeps the last; the record is refused, naming the member.
    twice = [line(with_id(H0, 'RK-AMOUNT')), line(with_id(H1, 'RK-ID')), line(with_id(H2, 'RK-OK'))]
    twice[0] = twice[0].replace('"hand":1,"amount":55}', '"hand":1,"amount":55,"amount":5}', 1)  # the collection of seat 1's 55
    twice[1] = twice[1].replace('{"hand_id":"RK-ID"', '{"hand_id":"RK-FIRST","hand_id":"RK-ID"', 1)
    assert '"hand":1,"amount":55,"amount":5}' in twice[0] and '"hand_id":"RK-FIRST"' in twice[1]
    write('repeated-keys.ndjson', '\n'.join(twice) + '\n')
    # split25: a list's elements may be any JSON value, on as many lines as a pretty-printer gives them: each counted,
    # the hands audited, the others refused as on one line. Strings holding brackets, braces and quotes among them.
    mixed = [with_id(H0, 'MX-01'), [1, [2, 3]], 5, 'x', None, True, {}, [], with_id(H1, 'MX-02'),
             [']', '[{', '"},', {'a': ['}']}], with_id(H2, 'MX-03')]
    write('json-mixed-list-pretty.json', json.dumps(mixed, ensure_ascii=False, indent=2) + '\n')
    write('json-mixed-list-wrapped.json', json.dumps({'source': 'export', 'hands': mixed, 'count': len(mixed)},
                                                     ensure_ascii=False, indent='\t') + '\n')
    # A hand whose closing brace is missing, then a list written over several lines, then a hand.
    cut = json.dumps([with_id(H0, 'MB-01'), with_id(H1, 'MB-02'), [1, 2], with_id(H2, 'MB-03')], ensure_ascii=False, indent=2)
    lines_ = cut.split('\n')
    closing = [i for i, l in enumerate(lines_) if l == '  },'][1]  # MB-02's closing brace
    lines_[closing] = '  ,'
    write('json-missing-brace-before-list.json', '\n'.join(lines_) + '\n')
    # split27: lists of hands among the hands, written with no indentation at all (Python's indent=0: every line at
    # column 0, the lists' objects where the hands start): each list one record, refused, as in any other layout.
    unindented = [with_id(H0, 'IZ-01'), [with_id(H1, 'IZ-L1'), with_id(H2, 'IZ-L2')], with_id(H1, 'IZ-02'),
                  [with_id(H3, 'IZ-L3'), 7], with_id(H2, 'IZ-03')]
    write('json-indent0-lists-of-hands.json', json.dumps(unindented, ensure_ascii=False, indent=0) + '\n')
    write('json-indent0-lists-wrapped.json', json.dumps({'source': 'export', 'hands': unindented, 'count': len(unindented)},
                                                        ensure_ascii=False, indent=0, separators=(',', ':')) + '\n')
    # hostile30: an NDJSON line that is a list of two hands (an export that batched them): one record, refused as a list
    # of hands, the hands around it audited.
    write('ndjson-line-list-of-hands.ndjson', line(H0) + '\n[' + line(with_id(H1, 'NL-1')) + ',' + line(with_id(H2, 'NL-2')) + ']\n' + line(H3) + '\n')
    # CLI: a tables file that does not parse --------------------------------------------------------
    write('tables-not-json.tables.json', '{"tables": {"PL-03": {"decks": 6, "min_bet": 10,}\n')
    write('tables-not-json.csv', '\n'.join(rows) + '\n')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""export25: a simulated log re-written as real exporters write it, each form audited against the canonical one.

    npm run build && python3 scripts/export25.py [WORKDIR/] [FILTER...]   (a first argument with a / is the folder)

Simulates a Pot Luck log (200 hands, 3 tables, seed 7, faults 0.05) with the compiled CLI, gives a third of its
settlements two decimals (x 1.01) and some dealers an `ñ`, then writes it again in each exporter's habit (Python's
json.dumps, SQL, a Spanish-locale spreadsheet, jq, Windows encodings) and audits every form with `--format json
--lang en`. A line per habit: SAME (every non-input finding identical: rule, article, hand, event, amounts, message;
no input finding) or DIFF with the counts and the first input finding of each kind. A DIFF is right only where the
habit is one the format refuses, and the refusal names the line and the field (docs/oracles.md, export25).
Standard library only; nothing here reads outside the repository and WORKDIR (a temporary folder by default).
"""
import copy, csv, datetime, io, json, os, re, subprocess, sys, tempfile
from decimal import Decimal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, 'dist', 'cli', 'veedor.js')
args = sys.argv[1:]
WORK = args.pop(0) if args and '/' in args[0] else tempfile.mkdtemp(prefix='export25-')
os.makedirs(WORK, exist_ok=True)
ONLY = args
COLS = 'hand_id,game,ruleset,table_id,dealer_id,shoe_id,started_at,currency,type,name,by,to,seat,hand,spot,card,face,action,amount,number,value,cards,count,medium,player,participant,decks,position,behind'.split(',')
HANDCOLS = COLS[:8]


class Raw:
    """A number written exactly as given (json.dumps would write a Decimal as a string)."""
    def __init__(self, text): self.text = str(text)


def dumps(o, **kw):
    def conv(v):
        if isinstance(v, (Decimal, Raw)): return '@@%s@@' % (v.text if isinstance(v, Raw) else v)
        if isinstance(v, dict): return {k: conv(x) for k, x in v.items()}
        if isinstance(v, list): return [conv(x) for x in v]
        return v
    return re.sub(r'"@@([^@]*)@@"', r'\1', json.dumps(conv(o), **kw))


def cell(v):
    if v is None: return ''
    if isinstance(v, bool): return 'true' if v else 'false'
    if isinstance(v, list): return ' '.join(v)
    s = v.text if isinstance(v, Raw) else str(v)
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',";\n\r') else s


def to_csv(hs, delim=',', eol='\n', fmt=cell):
    out = [delim.join(COLS)]
    for h in hs:
        for j, e in enumerate(h['events']):
            out.append(delim.join(fmt(h.get(c) if j == 0 else None) if c in HANDCOLS else fmt(e.get(c)) for c in COLS))
    return eol.join(out) + eol


def audit(path, tables=None, extra=()):
    cmd = ['node', CLI, 'audit', path, '--format', 'json', '--lang', 'en'] + (['--tables', tables] if tables else []) + list(extra)
    r = subprocess.run(cmd, capture_output=True)
    try:
        d = json.loads(r.stdout)
    except ValueError:
        return {'rc': r.returncode, 'err': r.stderr.decode()[:300]}
    d['rc'] = r.returncode
    return d


def key(f, ts=False):
    """A finding without where it is; `ts`: without started_at too (a habit that writes the time another way)."""
    return json.dumps({k: v for k, v in f.items() if k != 'source' and not (ts and k == 'started_at')}, sort_keys=True, ensure_ascii=False)


def compare(name, base, d, ts=False):
    if 'findings' not in d:
        print(f'{name}: NO REPORT exit {d["rc"]}: {d["err"]}')
        return
    s = d['summary']
    nb = [key(f, ts) for f in base['findings'] if f['category'] != 'input']
    index_of = {key(f, ts): f['source'].get('index') for f in base['findings'] if f['category'] != 'input'}
    nd = [key(f, ts) for f in d['findings'] if f['category'] != 'input']
    inp = [f for f in d['findings'] if f['category'] == 'input']
    missing = [x for x in nb if x not in nd]
    extra = [x for x in nd if x not in nb]
    same = not missing and not extra and not inp and s['audited'] == base['summary']['audited']
    # The hands the form's reading refused: their findings are rightly missing; every other must be there, and no other.
    refused = {f['source'].get('index') for f in inp if f['rule'] != 'input-file'}
    lost = [x for x in missing if index_of[x] not in refused]
    print(f"{name}: {'SAME' if same else 'DIFF'} hands={s['hands']} audited={s['audited']} rejected={s['rejected']} "
          f"findings={len(nd)}/{len(nb)} missing={len(missing)} extra={len(extra)} input={len(inp)} "
          f"audited-hands-identical={'n/a (nothing read)' if s['hands'] == 0 else 'yes' if not lost and not extra else 'NO'}")
    seen = set()
    for f in inp:
        kind = re.sub(r'\d+', '#', f['message'].split('): ', 1)[-1])[:60]
        if kind in seen: continue
        seen.add(kind)
        print('   ', f['message'][:240])
    if s['rejected'] == 0:
        for x in extra[:2]: print('    extra:', x[:200])


def main():
    pl = os.path.join(WORK, 'pl.ndjson')
    subprocess.run(['node', CLI, 'simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '200', '--tables', '3', '--seed', '7',
                    '--faults', '0.05', '--out', os.path.join(WORK, 'pl.csv'), '--format', 'csv'], check=True, capture_output=True)
    subprocess.run(['node', CLI, 'simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '200', '--tables', '3', '--seed', '7',
                    '--faults', '0.05', '--out', pl], check=True, capture_output=True)
    T = os.path.join(WORK, 'pl.tables.json')
    hs = [json.loads(l, parse_float=Decimal) for l in open(pl, encoding='utf-8') if l.strip()]
    for i, h in enumerate(hs):
        if i % 3 == 0:
            for e in h['events']:
                if 'amount' in e and e['type'] != 'bet': e['amount'] = (Decimal(str(e['amount'])) * Decimal('1.01')).quantize(Decimal('0.01'))
        if i % 5 == 0: h['dealer_id'] = 'D-Begoña-' + str(i % 3)

    def nd(hs_, **kw): return '\n'.join(dumps(h, ensure_ascii=False, separators=(',', ':'), **kw) for h in hs_) + '\n'

    def write(name, data):
        p = os.path.join(WORK, name)
        with open(p, 'wb') as f: f.write(data if isinstance(data, bytes) else data.encode('utf-8'))
        return p

    base = audit(write('canon.ndjson', nd(hs)))
    print(f"canonical: {base['summary']['hands']} hands, {len(base['findings'])} findings ({WORK})")

    def mod(f):
        h2 = copy.deepcopy(hs)
        f(h2)
        return h2

    def nth_settlement(h2, n=0):
        k = 0
        for h in h2:
            for e in h['events']:
                if e['type'] in ('payout', 'collect', 'return') and 'amount' in e:
                    if k == n: return e
                    k += 1

    def set_amount(text, n=0):
        return lambda h2: nth_settlement(h2, n).__setitem__('amount', Raw(text(nth_settlement(h2, n)['amount'])))

    def each_amount(fmt):
        def f(h2):
            for h in h2:
                for e in h['events']:
                    if 'amount' in e: e['amount'] = Raw(fmt(Decimal(str(e['amount']))))
        return f

    def started(fmt):
        def f(h2):
            for h in h2: h['started_at'] = fmt(datetime.datetime.fromisoformat(h['started_at']))
        return f

    def first_bets(value, n=3):
        def f(h2):
            for h in h2[:n]:
                next(e for e in h['events'] if e['type'] == 'bet')['behind'] = value
        return f

    def num_cells(fmt):
        return lambda v: fmt(v) if isinstance(v, (Decimal, int)) and not isinstance(v, bool) else cell(v)

    def nulls(h2):
        for h in h2:
            h.setdefault('shoe_id', None)
            h['ruleset'] = None
            for e in h['events']:
                if e['type'] in ('payout', 'collect', 'return', 'bet') and 'hand' not in e: e['hand'] = None

    def nulls_required(h2):
        h2[0]['events'][3]['card'] = None
        h2[1]['table_id'] = None
        h2[2]['events'][2]['amount'] = None

    def es_date(v):
        if isinstance(v, str) and re.match(r'\d{4}-\d\d-\d\dT', v): return datetime.datetime.fromisoformat(v).strftime('%d/%m/%Y %H:%M')
        return cell(v)

    def es_thousands(v):
        if isinstance(v, (Decimal, int)) and not isinstance(v, bool) and v >= 1000 and v == int(v): return '{:,}'.format(int(v)).replace(',', '.')
        return cell(v)

    def obrien(h2):
        for h in h2[::7]: h['dealer_id'] = 'D-O’Brien-Ñ'

    def quote_all(text):
        b = io.StringIO()
        csv.writer(b, quoting=csv.QUOTE_ALL, lineterminator='\r\n').writerows(csv.reader(io.StringIO(text)))
        return b.getvalue()

    habits = [
        # Python json.dumps
        ('py-indent4.json', lambda: dumps(hs, indent=4, ensure_ascii=False), None),
        ('py-sort-keys.ndjson', lambda: nd(hs, sort_keys=True), None),
        ('py-default-separators.ndjson', lambda: '\n'.join(dumps(h) for h in hs) + '\n', None),
        ('py-ensure-ascii-indent4-sorted.json', lambda: dumps(hs, indent=4, sort_keys=True), None),
        ('py-floats.ndjson', lambda: '\n'.join(json.dumps({**h, 'events': [{k: float(x) if k == 'amount' else x for k, x in e.items()} for e in h['events']]}) for h in hs) + '\n', None),
        ('py-float-noise.ndjson', lambda: nd(mod(set_amount(lambda a: '0.30000000000000004'))), None),
        ('py-exponent.ndjson', lambda: nd(mod(set_amount(lambda a: f'{a}e0'))), None),
        ('py-nan-infinity.ndjson', lambda: nd(mod(lambda h2: (set_amount(lambda a: 'NaN')(h2), set_amount(lambda a: 'Infinity', 5)(h2)))), None),
        # types
        ('type-seat-string.ndjson', lambda: nd(mod(lambda h2: h2[0]['events'][2].__setitem__('seat', str(h2[0]['events'][2]['seat'])))), None),
        ('type-hand-id-number.ndjson', lambda: nd(mod(lambda h2: h2[1].__setitem__('hand_id', 123))), None),
        ('type-card-10.ndjson', lambda: nd(mod(lambda h2: [e.__setitem__('card', '10' + e['card'][1:]) for h in h2 for e in h['events'] if e.get('card', '').startswith('T')])), None),
        ('type-behind-string.ndjson', lambda: nd(mod(first_bets('false'))), None),
        ('type-behind-0.ndjson', lambda: nd(mod(first_bets(0))), None),
        ('num-two-decimals.ndjson', lambda: nd(mod(each_amount(lambda a: '%.2f' % a))), None),
        ('num-three-decimals-zeros.ndjson', lambda: nd(mod(each_amount(lambda a: '%.3f' % a))), None),
        ('num-minus-zero.ndjson', lambda: nd(mod(set_amount(lambda a: '-0'))), None),
        ('num-plus.ndjson', lambda: nd(mod(set_amount(lambda a: f'+{a}'))), None),
        ('num-leading-zero.ndjson', lambda: nd(mod(set_amount(lambda a: f'0{a}'))), None),
        # SQL
        ('sql-null-optional.ndjson', lambda: nd(mod(nulls)), None),
        ('sql-null-required.ndjson', lambda: nd(mod(nulls_required)), None),
        ('sql-ts-space-no-zone.ndjson', lambda: nd(mod(started(lambda d: d.strftime('%Y-%m-%d %H:%M:%S')))), None),
        ('sql-ts-microseconds.ndjson', lambda: nd(mod(started(lambda d: d.isoformat(timespec='microseconds')))), None),
        ('sql-ts-microseconds-no-zone.ndjson', lambda: nd(mod(started(lambda d: d.replace(tzinfo=None).isoformat(timespec='microseconds')))), None),
        ('sql-ts-plus0000.ndjson', lambda: nd(mod(started(lambda d: d.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S%z')))), None),
        ('sql-ts-epoch-seconds.ndjson', lambda: nd(mod(started(lambda d: int(d.timestamp())))), None),
        ('sql-ts-epoch-millis-text.ndjson', lambda: nd(mod(started(lambda d: str(int(d.timestamp() * 1000))))), None),
        ('sql-csv-backslash-N.csv', lambda: to_csv(hs, fmt=lambda v: '\\N' if v is None else cell(v)), T),
        ('sql-csv-NULL.csv', lambda: to_csv(hs, fmt=lambda v: 'NULL' if v is None else cell(v)), T),
        ('sql-csv-backslash-N-quoted.csv', lambda: to_csv(hs, fmt=lambda v: '"\\N"' if v is None else cell(v)), T),
        ('sql-csv-timestamp-space.csv', lambda: to_csv(hs, fmt=lambda v: v.replace('T', ' ')[:19] if isinstance(v, str) and re.match(r'\d{4}-\d\d-\d\dT', v) else cell(v)), T),
        ('sql-csv-bool-t-f.csv', lambda: to_csv(mod(first_bets(False, 4)), fmt=lambda v: ('t' if v else 'f') if isinstance(v, bool) else cell(v)), T),
        ('sql-csv-bool-1-0.csv', lambda: to_csv(mod(first_bets(False, 4)), fmt=lambda v: ('1' if v else '0') if isinstance(v, bool) else cell(v)), T),
        ('sql-csv-three-decimals.csv', lambda: to_csv(hs, fmt=num_cells(lambda v: '%.3f' % Decimal(v))), T),
        # spreadsheets
        ('xls-canonical.csv', lambda: to_csv(hs), T),
        ('xls-semicolon.csv', lambda: to_csv(hs, ';'), T),
        ('xls-bom-sep-crlf.csv', lambda: '\ufeffsep=;\r\n' + to_csv(hs, ';', '\r\n'), T),
        ('xls-trailing-empty-columns.csv', lambda: ''.join(l + ';;\r\n' for l in to_csv(hs, ';').splitlines()), T),
        ('xls-rows-end-in-delimiter.csv', lambda: '\n'.join(l + (',' if i else '') for i, l in enumerate(to_csv(hs).splitlines())) + '\n', T),
        ('xls-decimal-comma.csv', lambda: to_csv(hs, ';', fmt=num_cells(lambda v: str(v).replace('.', ','))), T),
        ('xls-decimal-comma-quoted.csv', lambda: to_csv(hs, fmt=lambda v: '"' + str(v).replace('.', ',') + '"' if isinstance(v, Decimal) else cell(v)), T),
        ('xls-thousands-and-comma.csv', lambda: to_csv(hs, ';', fmt=num_cells(lambda v: '{:,.2f}'.format(v).replace(',', 'X').replace('.', ',').replace('X', '.') if v >= 1000 else str(v))), T),
        ('xls-thousands-point.csv', lambda: to_csv(hs, ';', fmt=es_thousands), T),
        ('xls-date-es.csv', lambda: to_csv(hs, ';', fmt=es_date), T),
        ('xls-windows-1252.csv', lambda: to_csv(mod(obrien), ';', '\r\n').encode('cp1252'), T),
        ('xls-padded-cells.csv', lambda: to_csv(hs, fmt=lambda v: ' %s ' % cell(v) if v is not None else ''), T),
        ('xls-lines-end-in-spaces.csv', lambda: '\n'.join(l + '   ' for l in to_csv(hs).splitlines()) + '\n', T),
        ('xls-apostrophe.csv', lambda: to_csv(hs, ';', fmt=num_cells(lambda v: "'%s" % v)), T),
        ('xls-plus.csv', lambda: to_csv(hs, fmt=num_cells(lambda v: '+%s' % v)), T),
        ('xls-leading-zero.csv', lambda: to_csv(hs, fmt=num_cells(lambda v: '0%s' % v)), T),
        ('xls-pandas-floats.csv', lambda: to_csv(hs, fmt=lambda v: '%s.0' % v if isinstance(v, int) and not isinstance(v, bool) else cell(v)), T),
        ('xls-quote-all-crlf.csv', lambda: quote_all(to_csv(hs)), T),
        ('xls-utf16le-tab.csv', lambda: b'\xff\xfe' + to_csv(hs, '\t', '\r\n').encode('utf-16-le'), T),
        ('ps-type-line.csv', lambda: '#TYPE System.Management.Automation.PSCustomObject\r\n' + quote_all(to_csv(hs)), T),
        ('ps-type-line-bom-semicolon.csv', lambda: '\ufeff#TYPE System.Management.Automation.PSCustomObject\r\n' + quote_all(to_csv(hs)).replace('","', '";"'), T),
        # jq and JSON Lines
        ('jq-c-array.json', lambda: dumps(hs, ensure_ascii=False, separators=(',', ':')) + '\n', None),
        ('jq-pretty-stream.json', lambda: '\n'.join(dumps(h, indent=2, ensure_ascii=False) for h in hs) + '\n', None),
        ('jq-pretty-stream.ndjson', lambda: '\n'.join(dumps(h, indent=2, ensure_ascii=False) for h in hs) + '\n', None),
        ('jq-hands-wrapper.json', lambda: dumps({'hands': hs}, indent=4, ensure_ascii=False), None),
        ('jsonl-trailing-space-cr.ndjson', lambda: '\n'.join(dumps(h, ensure_ascii=False) + ('  \r' if i % 2 else ' \t') for i, h in enumerate(hs)) + '\n', None),
        ('jsonl-no-final-newline.ndjson', lambda: nd(hs).rstrip('\n'), None),
        ('jsonl-empty-last-lines.ndjson', lambda: nd(hs) + '\n\n', None),
        ('jsonl-no-newlines.ndjson', lambda: ''.join(dumps(h) for h in hs), None),
        ('jsonl-two-a-line.ndjson', lambda: '\n'.join(dumps(hs[i]) + ' ' + dumps(hs[i + 1]) for i in range(0, len(hs), 2)) + '\n', None),
        ('json-two-arrays.json', lambda: dumps(hs[:100], indent=2) + '\n' + dumps(hs[100:], indent=2) + '\n', None),
        ('json-two-arrays-one-line.json', lambda: dumps(hs[:100]) + dumps(hs[100:]), None),
        # line ends and encodings
        ('enc-utf8-bom.ndjson', lambda: '\ufeff' + nd(hs), None),
        ('enc-utf16le-bom.ndjson', lambda: b'\xff\xfe' + nd(hs).encode('utf-16-le'), None),
        ('enc-mixed-crlf-lf.ndjson', lambda: ''.join(dumps(h, ensure_ascii=False) + ('\r\n' if i % 2 else '\n') for i, h in enumerate(hs)), None),
        ('enc-mixed-crlf-lf.csv', lambda: ''.join(l + ('\r\n' if i % 2 else '\n') for i, l in enumerate(to_csv(hs).splitlines())), T),
    ]
    # A habit that changes the hands themselves is compared with the same hands written as the format writes them.
    against = {'xls-windows-1252.csv': ('xls-utf8-same-names.csv', lambda: to_csv(mod(obrien), ';', '\r\n'))}
    for name, make, tables in habits:
        if ONLY and not any(o in name for o in ONLY): continue
        ref = base
        if name in against:
            ref = audit(write(against[name][0], against[name][1]()), tables)
            name = f'{name} (against {against[name][0]})'
        compare(name, ref, audit(write(name.split(' ')[0], make()), tables), ts=name.startswith('sql-ts'))


main()

# Builds the demo logs in fixtures/demo from the golden fixtures of every catalog: one NDJSON log per
# catalog, hands in time order. The demo's findings are then the golden findings, each one reviewed.
# Usage: python3 scripts/make-demo.py
import glob, json, os

NAMES = {
    'pe-pot-luck-black-jack': 'pot-luck-lima.ndjson',
    'es-marbella-black-jack': 'black-jack-marbella.ndjson',
    'pe-poker-caribeno': 'poker-caribeno-lima.ndjson',
    'pe-dragon-six-baccarat': 'dragon-six-lima.ndjson',
    'pr-8669-pai-gow-bonus': 'pai-gow-san-juan.ndjson',
}
os.makedirs('fixtures/demo', exist_ok=True)
for old in glob.glob('fixtures/demo/*.ndjson'):
    os.remove(old)
for ruleset, name in NAMES.items():
    hands = []
    for f in sorted(glob.glob(f'fixtures/{ruleset}/*.json')):  # the hand logs (expected findings are in expected/)
        d = json.load(open(f))
        hands.extend(d if isinstance(d, list) else d.get('hands', [d]))
    with open(f'fixtures/demo/{name}', 'w') as out:
        for h in hands:  # file order: shoes and cross-hand sequences stay as each fixture wrote them
            out.write(json.dumps(h, ensure_ascii=False) + '\n')
    print(name, len(hands))

# Builds fixtures/es-marbella-black-jack/*.json: the clean examples, clean hands for the features the
# examples do not show, and one violation per clause (the comment above each hand says what the house
# rules require). The expected/<case>.findings.json of each were drafted with scripts/write-golden.mjs and
# checked finding by finding (event, seat, hand, amounts) against the text. Run from the repository root.
import json, os
ex = [json.loads(l) for l in open('fixtures/examples/es-marbella-black-jack.ndjson')]
D = 'fixtures/es-marbella-black-jack'
os.makedirs(D, exist_ok=True)
def save(name, hands):
    json.dump(hands, open(f'{D}/{name}.json', 'w'), ensure_ascii=False, indent=1)
EU = {"decks": 6, "min_bet": 5, "max_bet": 1000, "dealer_hole_card": False}   # European deal, as the examples
HOLE = {"decks": 6, "min_bet": 5, "max_bet": 1000, "dealer_hole_card": True}
def base(hid, events, table=EU, table_id='MB-02'):
    return {"hand_id": hid, "game": "blackjack", "table_id": table_id, "dealer_id": "C-12", "shoe_id": table_id + "-S001",
            "started_at": "2026-11-06T22:00:00+01:00", "currency": "EUR", "table": table, "events": events}
P = lambda n, **k: dict(type='procedure', name=n, **k)
B = lambda seat, amt, spot='main', **k: dict(type='bet', seat=seat, spot=spot, amount=amt, **k)
Dl = lambda to, card, **k: dict(type='deal', to=to, card=card, **k)
Dc = lambda seat, action, hand=1, **k: dict(type='decision', seat=seat, hand=hand, action=action, **k)
S = lambda t, seat, amt, hand=1, spot='main': dict(type=t, seat=seat, spot=spot, hand=hand, amount=amt)
R = lambda card: dict(type='reveal', to='dealer', card=card)
SC = [P('shuffle'), P('cut', by='seat:1')]

# ---------- clean ----------
save('clean-examples', ex)
save('clean-house-rules', [
    # Dealer ace: insurance offered; seat 1 insures half and doubles on 11; seat 2 takes even money on its blackjack.
    base('MB-CLEAN-INS', SC + [B(1, 100), B(2, 50), Dl('seat:1', '9h'), Dl('seat:2', 'Kd'), Dl('dealer', 'Ac'), Dl('seat:1', '2s'), Dl('seat:2', 'Ah'),
        P('offer_insurance'), Dc(1, 'insurance', amount=50), Dc(2, 'even_money'), S('payout', 2, 50),
        Dc(1, 'double', amount=100), Dl('seat:1', '9d', hand=1), Dl('dealer', '7s'),
        S('collect', 1, 50, spot='insurance'), S('payout', 1, 200)]),
    # Split aces, an ace on an ace split again, a king on a split ace is 21 paid 1 to 1.
    base('MB-CLEAN-ACES', SC + [B(3, 40), Dl('seat:3', 'Ah'), Dl('dealer', '6d'), Dl('seat:3', 'Ad'),
        Dc(3, 'split', amount=40), Dl('seat:3', 'As', hand=1), Dc(3, 'split', amount=40),
        Dl('seat:3', 'Kc', hand=1), Dl('seat:3', '7h', hand=2), Dl('seat:3', '9s', hand=3),
        Dl('dealer', 'Tc'), Dl('dealer', '2c'),
        S('payout', 3, 40, hand=1), S('return', 3, 40, hand=2), S('payout', 3, 40, hand=3)]),
    # A table posting original_bets_only: a dealer blackjack takes only the doubled player's original wager.
    base('MB-CLEAN-OBO', SC + [B(1, 50), B(2, 30), Dl('seat:1', '5h'), Dl('seat:2', 'Ts'), Dl('dealer', 'Ks'), Dl('seat:1', '6c'), Dl('seat:2', '9s'),
        Dc(1, 'double', amount=50), Dl('seat:1', '8d', hand=1), Dc(2, 'stand'), Dl('dealer', 'Ah'),
        S('collect', 1, 50), S('return', 1, 50), S('collect', 2, 30)], table=dict(EU, original_bets_only=True), table_id='MB-05'),
    # Hole-card table: the dealer stands on a soft 17; a blackjack paid 3 to 2; a tie returned.
    base('MB-CLEAN-HOLE', SC + [B(1, 20), B(2, 25), Dl('seat:1', 'Th'), Dl('seat:2', 'Ac'), Dl('dealer', '6s'), Dl('seat:1', '7c'), Dl('seat:2', 'Kd'),
        Dl('dealer', 'Ah', face='down'), S('payout', 2, 37.5), Dc(1, 'stand'), R('Ah'), S('return', 1, 20)], table=HOLE, table_id='MB-07'),
    # A bet behind within the table maximum (600 + 300 <= 1000); the seated player decides.
    base('MB-CLEAN-BEHIND', SC + [B(4, 600, player='P-4'), B(4, 300, player='P-9', behind=True), Dl('seat:4', 'Tc'), Dl('dealer', '9h'), Dl('seat:4', '8s'),
        Dc(4, 'stand', player='P-4'), Dl('dealer', '7c'), Dl('dealer', 'Ks'), S('payout', 4, 600), dict(S('payout', 4, 300), behind=True, player='P-9')]),
    # Format 1.1: 1000 on the box and 50 behind (each within the maximum), settled in one event: the sum judged.
    base('MB-CLEAN-BEHIND-TOGETHER', SC + [B(2, 1000, player='P-2'), B(2, 50, player='P-8', behind=True), Dl('seat:2', 'Tc'), Dl('dealer', '9h'), Dl('seat:2', 'Ts'),
        Dc(2, 'stand', player='P-2'), Dl('dealer', '8c'), S('payout', 2, 1050)]),
])

# ---------- Jugadores ----------
save('jugadores-boxes-beyond-layout', [
    # The table marks 5 boxes: a bet on seat 6.
    base('MB-JUG-SEAT6', SC + [B(2, 50), B(6, 50), Dl('seat:2', '9c'), Dl('seat:6', 'Tc'), Dl('dealer', '7d'), Dl('seat:2', '9d'), Dl('seat:6', '8c'),
        Dc(2, 'stand'), Dc(6, 'stand'), Dl('dealer', 'Kd'), S('payout', 2, 50), S('payout', 6, 50)], table=dict(EU, seats=5), table_id='MB-03'),
    # A table posting 9 boxes: more than the 7 the rules allow.
    base('MB-JUG-NINE', SC + [B(1, 20), Dl('seat:1', 'Tc'), Dl('dealer', '9d'), Dl('seat:1', 'Th'), Dc(1, 'stand'), Dl('dealer', '8c'), S('payout', 1, 20)],
        table=dict(EU, seats=9), table_id='MB-09'),
])
save('jugadores-behind-over-max-and-empty-box', [
    # 1200 behind the box: over the 1000 maximum on its own (each wager is judged by itself, behind_limit).
    base('MB-JUG-OVER', SC + [B(3, 800, player='P-3'), B(3, 1200, player='P-7', behind=True), Dl('seat:3', 'Tc'), Dl('dealer', '8h'), Dl('seat:3', '9c'),
        Dc(3, 'stand', player='P-3'), Dl('dealer', '9s'), S('payout', 3, 800), dict(S('payout', 3, 1200), behind=True, player='P-7')]),
    # A box of 1500 alone at a 1000 table.
    base('MB-JUG-BOX-OVER', SC + [B(1, 1500, player='P-1'), Dl('seat:1', 'Tc'), Dl('dealer', '8h'), Dl('seat:1', '9c'),
        Dc(1, 'stand', player='P-1'), Dl('dealer', '9s'), S('payout', 1, 1500)]),
    # A bet behind seat 5, where nobody plays.
    base('MB-JUG-EMPTY', SC + [B(1, 40, player='P-1'), B(5, 100, player='P-5', behind=True), Dl('seat:1', 'Tc'), Dl('dealer', '8h'), Dl('seat:1', '9c'),
        Dc(1, 'stand', player='P-1'), Dl('dealer', '9s'), S('payout', 1, 40)]),
])
save('jugadores-behind-player-decides', [
    base('MB-JUG-DECIDES', SC + [B(2, 100, player='P-2'), B(2, 50, player='P-8', behind=True), Dl('seat:2', 'Th'), Dl('dealer', '9c'), Dl('seat:2', '2c'),
        Dc(2, 'hit', player='P-8'), Dl('seat:2', '5d', hand=1), Dc(2, 'stand', player='P-2'), Dl('dealer', '8h'), S('return', 2, 100),
        dict(S('return', 2, 50), behind=True, player='P-8')]),
])

# ---------- Desarrollo del juego ----------
save('desarrollo-dealer-draws-on-soft-17', [
    # 6 then ace is a soft 17: the dealer must stand, drew a 2 (19) and collected the 18.
    base('MB-DES-SOFT17', SC + [B(1, 40), Dl('seat:1', 'Tc'), Dl('dealer', '6c'), Dl('seat:1', '8h'), Dc(1, 'stand'),
        Dl('dealer', 'Ah'), Dl('dealer', '2d'), S('collect', 1, 40)]),
])
save('desarrollo-settlements', [
    # Dealer 19: a 20 paid short, a 17 returned instead of collected, a 19 tie collected.
    base('MB-DES-SETTLE', SC + [B(1, 25), B(2, 40), B(5, 35.5), Dl('seat:1', 'Th'), Dl('seat:2', '7h'), Dl('seat:5', '9d'), Dl('dealer', '9s'),
        Dl('seat:1', 'Qc'), Dl('seat:2', 'Ts'), Dl('seat:5', 'Ks'), Dc(1, 'stand'), Dc(2, 'stand'), Dc(5, 'stand'), Dl('dealer', 'Th'),
        S('payout', 1, 20), S('return', 2, 40), S('collect', 5, 35.5)]),
    # The dealer busts: seat 3 (12) is paid, but seat 1, which had busted, is paid too instead of collected.
    base('MB-DES-BUST', SC + [B(1, 30), B(3, 20), Dl('seat:1', 'Tc'), Dl('seat:3', '9h'), Dl('dealer', '6h'), Dl('seat:1', '5c'), Dl('seat:3', '3d'),
        Dc(1, 'hit'), Dl('seat:1', 'Kd', hand=1), Dc(3, 'stand'), Dl('dealer', 'Th'), Dl('dealer', '9c'), S('payout', 1, 30), S('payout', 3, 20)]),
])
save('desarrollo-surrender-not-provided', [
    base('MB-DES-SURRENDER', SC + [B(1, 50), Dl('seat:1', 'Tc'), Dl('dealer', '9c'), Dl('seat:1', '6h'), Dc(1, 'surrender'), S('collect', 1, 25)]),
])
save('desarrollo-card-after-stand', [
    # Seat 1 stands on 18 and is dealt a king; the table collects it as a bust. The king is no part of the hand: 18
    # against the dealer's 17 wins, 100 owed plus the 100 collected.
    base('MB-DES-STAND', SC + [B(1, 100), Dl('seat:1', 'Th'), Dl('dealer', '9c'), Dl('seat:1', '8d'), Dc(1, 'stand'), Dl('seat:1', 'Kc', hand=1),
        Dl('dealer', '8h'), S('collect', 1, 100)]),
])
save('desarrollo-dealer-before-players', [
    # European deal: the dealer takes his second card (17) before seat 2 has played; seat 2 then hits to 21.
    base('MB-DES-ORDER', SC + [B(1, 100), B(2, 100), Dl('seat:1', 'Th'), Dl('seat:2', '5h'), Dl('dealer', '9d'), Dl('seat:1', '8c'), Dl('seat:2', '6c'),
        Dc(1, 'stand'), Dl('dealer', '8h'), Dc(2, 'hit'), Dl('seat:2', 'Tc', hand=1), Dc(2, 'stand'), S('payout', 1, 100), S('payout', 2, 100)]),
])

# ---------- Black Jack ----------
save('blackjack-paid-1-to-1', [
    base('MB-BJ-1-1', SC + [B(1, 100), Dl('seat:1', 'Ah'), Dl('dealer', '9c'), Dl('seat:1', 'Kd'), S('payout', 1, 100), Dl('dealer', '8s')]),
])
save('blackjack-dealer-blackjack-takes-all', [
    # European deal, no original_bets_only: the dealer's blackjack takes the doubled wager whole (200); the table took 100.
    # Seat 2's blackjack was paid 3 to 2 at once, but against the dealer's blackjack it is a tie.
    base('MB-BJ-DEALER', SC + [B(1, 100), B(2, 50), Dl('seat:1', '6h'), Dl('seat:2', 'Ks'), Dl('dealer', 'Kh'), Dl('seat:1', '4d'), Dl('seat:2', 'Ad'),
        S('payout', 2, 75), Dc(1, 'double', amount=100), Dl('seat:1', '9c', hand=1), Dl('dealer', 'Ac'), S('collect', 1, 100), S('return', 1, 100)]),
])
save('blackjack-dealer-blackjack-original-bets-only', [
    # The same double on a table posting original_bets_only: only the original 100 is lost; the table took 200.
    base('MB-BJ-OBO', SC + [B(1, 100), Dl('seat:1', '6h'), Dl('dealer', 'Kh'), Dl('seat:1', '4d'),
        Dc(1, 'double', amount=100), Dl('seat:1', '9c', hand=1), Dl('dealer', 'Ac'), S('collect', 1, 200)],
        table=dict(EU, original_bets_only=True), table_id='MB-05'),
])

# ---------- Seguro ----------
save('seguro-over-half-paid-1-to-1', [
    # Seat 1 insures 60 on 100 (half is 50); the dealer has blackjack and the table pays the insurance 60 (2 to 1 is 120).
    base('MB-SEG-OVER', SC + [B(1, 100), Dl('seat:1', 'Th'), Dl('dealer', 'Ad'), Dl('seat:1', '8c'), P('offer_insurance'),
        Dc(1, 'insurance', amount=60), Dc(1, 'stand'), Dl('dealer', 'Qs'), S('payout', 1, 60, spot='insurance'), S('collect', 1, 100)]),
])
save('seguro-late-not-offered-without-ace', [
    # Dealer ace, no offer recorded; seat 2 insures after seat 1's third card.
    base('MB-SEG-LATE', SC + [B(1, 40), B(2, 40), Dl('seat:1', 'Th'), Dl('seat:2', '9h'), Dl('dealer', 'Ad'), Dl('seat:1', '5c'), Dl('seat:2', 'Tc'),
        Dc(1, 'hit'), Dl('seat:1', '4d', hand=1), Dc(1, 'stand'), Dc(2, 'insurance', amount=20), Dc(2, 'stand'),
        Dl('dealer', '7h'), S('collect', 2, 20, spot='insurance'), S('payout', 1, 40), S('payout', 2, 40)]),
    # Insurance offered and taken against a king.
    base('MB-SEG-KING', SC + [B(1, 40), Dl('seat:1', 'Th'), Dl('dealer', 'Kd'), Dl('seat:1', '9c'), P('offer_insurance'),
        Dc(1, 'insurance', amount=20), Dc(1, 'stand'), Dl('dealer', '8h'), S('collect', 1, 20, spot='insurance'), S('payout', 1, 40)]),
])
save('seguro-even-money-paid-3-to-2', [
    base('MB-SEG-EVEN', SC + [B(1, 50), Dl('seat:1', 'Ah'), Dl('dealer', 'Ac'), Dl('seat:1', 'Qd'), P('offer_insurance'),
        Dc(1, 'even_money'), S('payout', 1, 75), Dl('dealer', '9s')]),
])

# ---------- Dobles ----------
save('dobles-double-on-12', [
    base('MB-DOB-12', SC + [B(1, 50), Dl('seat:1', '7h'), Dl('dealer', '9s'), Dl('seat:1', '5c'), Dc(1, 'double', amount=50), Dl('seat:1', '9d', hand=1),
        Dl('dealer', '8c'), S('payout', 1, 100)]),
])
save('dobles-double-takes-two-cards', [
    # A double on 11 that receives a second card (2 then 8); the second card is no part of the hand: its 13 loses to
    # the dealer's 19, and the payout of 200 is owed back with the stake (400).
    base('MB-DOB-TWO', SC + [B(2, 100), Dl('seat:2', '6h'), Dl('dealer', '9c'), Dl('seat:2', '5d'), Dc(2, 'double', amount=100),
        Dl('seat:2', '2c', hand=1), Dl('seat:2', '8c', hand=1), Dl('dealer', 'Th'), S('payout', 2, 200)]),
])
save('dobles-split-ace-draws-again', [
    # Split aces: hand 1 takes a 3, then a 5, which is no part of the hand: its A 3 (14) loses to the dealer's 19, not
    # the tie the table returned; hand 2's 20 wins.
    base('MB-DOB-ACES', SC + [B(2, 40), Dl('seat:2', 'Ah'), Dl('dealer', '6s'), Dl('seat:2', 'Ad'), Dc(2, 'split', amount=40),
        Dl('seat:2', '3h', hand=1), Dl('seat:2', '5c', hand=1), Dl('seat:2', '9c', hand=2), Dl('dealer', 'Tc'), Dl('dealer', '3d'),
        S('return', 2, 40, hand=1), S('payout', 2, 40, hand=2)]),
])
save('dobles-split-unequal-wager', [
    # A pair of 8s split with 25 on a 50 wager.
    base('MB-DOB-UNEQUAL', SC + [B(1, 50), Dl('seat:1', '8h'), Dl('dealer', '7s'), Dl('seat:1', '8d'), Dc(1, 'split', amount=25),
        Dl('seat:1', 'Th', hand=1), Dc(1, 'stand', hand=1), Dl('seat:1', 'Kc', hand=2), Dc(1, 'stand', hand=2), Dl('dealer', 'Tc'),
        S('payout', 1, 50, hand=1), S('payout', 1, 25, hand=2)]),
])
save('dobles-split-21-paid-as-blackjack', [
    # A king on a split ace paid 3 to 2 (60 on 40): it is 21, paid 1 to 1.
    base('MB-DOB-21', SC + [B(3, 40), Dl('seat:3', 'Ah'), Dl('dealer', '6d'), Dl('seat:3', 'Ac'), Dc(3, 'split', amount=40),
        Dl('seat:3', 'Kc', hand=1), Dl('seat:3', '7h', hand=2), Dl('dealer', 'Tc'), Dl('dealer', '2c'),
        S('payout', 3, 60, hand=1), S('return', 3, 40, hand=2)]),
])
save('dobles-split-hand-not-dealt', [
    # A pair of 8s split; hand 2 is never dealt its card and is collected on its 8 against the dealer's 17.
    base('MB-DOB-NOCARD', SC + [B(1, 50), Dl('seat:1', '8h'), Dl('dealer', '9s'), Dl('seat:1', '8d'), Dc(1, 'split', amount=50),
        Dl('seat:1', 'Th', hand=1), Dc(1, 'stand', hand=1), Dl('dealer', '8c'), S('payout', 1, 50, hand=1), S('collect', 1, 50, hand=2)]),
])

# ---------- Conviene saber ----------
save('conviene-saber-bet-after-first-card', [
    # Seat 1 adds 50 to its wager after its first card.
    base('MB-CON-LATE', SC + [B(1, 50), Dl('seat:1', 'Tc'), B(1, 50), Dl('dealer', '7h'), Dl('seat:1', 'Qd'), Dc(1, 'stand'), Dl('dealer', 'Ts'),
        S('payout', 1, 100)]),
])

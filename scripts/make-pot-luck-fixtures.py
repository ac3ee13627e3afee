import json, copy, os
ex=[json.loads(l) for l in open('fixtures/examples/pe-pot-luck-black-jack.ndjson')]
by={h['hand_id']:h for h in ex}
D='fixtures/pe-pot-luck-black-jack'
def save(name, hands):
    json.dump(hands if isinstance(hands,list) else hands, open(f'{D}/{name}.json','w'), ensure_ascii=False, indent=1)
def h(hid, new_id):
    x=copy.deepcopy(by[hid]); x['hand_id']=new_id; return x
T={"decks":6,"min_bet":10,"max_bet":2000,"max_splits":3,"pool_commission_pct":5}
def base(new_id, events, table=T):
    return {"hand_id":new_id,"game":"pot-luck-blackjack","table_id":"PL-03","dealer_id":"D-311","shoe_id":"PL-03-S001",
            "started_at":"2026-11-06T21:00:00-05:00","currency":"PEN","table":table,"events":events}
P=lambda n,**k: dict(type='procedure',name=n,**k)
B=lambda seat,amt,spot='main',**k: dict(type='bet',seat=seat,spot=spot,amount=amt,**k)
Dl=lambda to,card,**k: dict(type='deal',to=to,card=card,**k)
Dc=lambda seat,action,**k: dict(type='decision',seat=seat,action=action,**k)
S=lambda t,seat,amt,spot='main',**k: dict(type=t,seat=seat,spot=spot,amount=amt,**k)
R=lambda card: dict(type='reveal',to='dealer',card=card)

# clean: the four example hands and the format doc's blackjack
save('clean-examples', ex)
save('clean-blackjack-paid-at-once', [base('PL-CLEAN-BJ',[P('shuffle'),P('cut',by='seat:1'),B(1,100),Dl('seat:1','Ah'),Dl('dealer','9c'),Dl('seat:1','Kd'),Dl('dealer','8s',face='down'),P('offer_surrender'),S('payout',1,150,hand=1),R('8s')])])

# Art 8: dealer dealt before seat 2 in the first round
x=h('EX-PLBJ-000027','PL-A08-ORDER'); ev=x['events']
ev[7],ev[8]=ev[8],ev[7]   # seat:6 and dealer swapped
save('art08-deal-order', [x])
# Art 8: dealer's second card exposed by mistake
x=h('EX-PLBJ-000027','PL-A08-EXPOSED'); x['events'][12].pop('face')
save('art08-second-card-exposed', [x])

# Art 9: surrender against an ace (hand 7 has Ac up): seat 1 (9s 8s = 17) surrenders, half collected
x=h('EX-PLBJ-000007','PL-A09-ACE'); ev=x['events']
# replace seat 1's stand (event 19, index 18) with surrender + collect half; drop its later collect of 150
ev[18]=Dc(1,'surrender',hand=1)
ev.insert(19, S('collect',1,75,hand=1))
ev=[e for e in ev if not (e['type']=='collect' and e.get('seat')==1 and e['amount']==150)]
x['events']=ev
save('art09-surrender-against-ace', [x])
# Art 9: surrender collected in full instead of half (hand 8, seat 6 wager 410)
x=h('EX-PLBJ-000008','PL-A09-FULL'); 
for e in x['events']:
    if e['type']=='collect' and e['seat']==6: e['amount']=410
save('art09-surrender-collected-in-full', [x])
# Art 10: insurance over half the wager, paid 2:1 on it (hand 7 seat 4 wager 100 insures 60, paid 120)
x=h('EX-PLBJ-000007','PL-A10-OVER')
for e in x['events']:
    if e['type']=='decision' and e['action']=='insurance': e['amount']=60
    if e['type']=='payout' and e.get('spot')=='insurance': e['amount']=120
save('art10-insurance-over-half', [x])
# Art 10: insurance paid 1:1
x=h('EX-PLBJ-000007','PL-A10-PAID-1-1')
for e in x['events']:
    if e['type']=='payout' and e.get('spot')=='insurance': e['amount']=50
save('art10-insurance-paid-1-to-1', [x])
# Art 11: split of a 9 and an 8, then dealer 7+7 draws 4 = 18
x=base('PL-A11-NOT-PAIR',[P('shuffle'),P('cut',by='seat:1'),B(1,50),Dl('seat:1','9h'),Dl('dealer','7s'),Dl('seat:1','8d'),Dl('dealer','7c',face='down'),P('offer_surrender'),
  Dc(1,'split',hand=1,amount=50),Dl('seat:1','Th',hand=1),Dc(1,'stand',hand=1),Dl('seat:1','Kc',hand=2),Dc(1,'stand',hand=2),R('7c'),Dl('dealer','4h'),
  S('payout',1,50,hand=1),S('return',1,50,hand=2)])
save('art11-split-not-a-pair', [x])
# Art 11: split aces, one gets a second extra card
x=base('PL-A11-ACES',[P('shuffle'),P('cut',by='seat:1'),B(2,40),Dl('seat:2','Ah'),Dl('dealer','6s'),Dl('seat:2','Ad'),Dl('dealer','Tc',face='down'),P('offer_surrender'),
  Dc(2,'split',hand=1,amount=40),Dl('seat:2','3h',hand=1),Dl('seat:2','5c',hand=1),Dl('seat:2','9c',hand=2),R('Tc'),Dl('dealer','8d'),
  S('payout',2,40,hand=1),S('payout',2,40,hand=2)])
save('art11-split-ace-gets-two-cards', [x])
# Art 12: double for more than the original wager, and a card after the double
x=base('PL-A12-DOUBLE',[P('shuffle'),P('cut',by='seat:1'),B(3,100),Dl('seat:3','6h'),Dl('dealer','5s'),Dl('seat:3','5d'),Dl('dealer','Qc',face='down'),P('offer_surrender'),
  Dc(3,'double',hand=1,amount=150),Dl('seat:3','2c',hand=1),Dl('seat:3','8c',hand=1),R('Qc'),Dl('dealer','3d'),
  S('payout',3,250,hand=1)])
save('art12-double-over-original-and-two-cards', [x])

# Art 13: blackjack underpaid (format doc's example, paid 1 to 1)
save('art13-blackjack-paid-1-to-1', [base('PL-A13-BJ',[P('shuffle'),P('cut',by='seat:1'),B(1,100),Dl('seat:1','Ah'),Dl('dealer','9c'),Dl('seat:1','Kd'),Dl('dealer','8s',face='down'),P('offer_surrender'),S('payout',1,100,hand=1),R('8s')])])
# Art 13: dealer blackjack (ten up, no peek); seat 1 doubled: loses only the original wager, table took both
x=base('PL-A13-DEALER-BJ',[P('shuffle'),P('cut',by='seat:1'),B(1,100),B(2,50),Dl('seat:1','6h'),Dl('seat:2','Ks'),Dl('dealer','Kh'),Dl('seat:1','4d'),Dl('seat:2','Ad'),Dl('dealer','Ac',face='down'),P('offer_surrender'),
  Dc(1,'double',hand=1,amount=100),Dl('seat:1','9c',hand=1),R('Ac'),S('collect',1,200,hand=1),S('payout',2,75,hand=1)])
save('art13-dealer-blackjack-after-double', [x])
# Art 14: dealer draws on 17 (Q 7 then 2), bust collected late, and payouts on the actual cards
x=base('PL-A14-DEALER-17',[P('shuffle'),P('cut',by='seat:1'),B(1,30),B(3,60),Dl('seat:1','Th'),Dl('seat:3','9h'),Dl('dealer','Qd'),Dl('seat:1','5c'),Dl('seat:3','9s'),Dl('dealer','7h',face='down'),P('offer_surrender'),
  Dc(1,'hit',hand=1),Dl('seat:1','Kc',hand=1),Dc(3,'stand',hand=1),S('collect',1,30,hand=1),R('7h'),Dl('dealer','2s'),S('collect',3,60,hand=1)])
save('art14-dealer-draws-on-17', [x])
# Art 14: players served out of order (seat 3 plays before seat 1)
x=base('PL-A14-ORDER',[P('shuffle'),P('cut',by='seat:1'),B(1,20),B(3,20),Dl('seat:1','Th'),Dl('seat:3','9h'),Dl('dealer','8d'),Dl('seat:1','7c'),Dl('seat:3','9s'),Dl('dealer','9c',face='down'),P('offer_surrender'),
  Dc(3,'stand',hand=1),Dc(1,'stand',hand=1),R('9c'),S('return',1,20,hand=1),S('payout',3,20,hand=1)])
save('art14-player-order', [x])
# Art 15/16/17: a win paid short, a loss not collected, a tie collected
x=base('PL-A15-17',[P('shuffle'),P('cut',by='seat:1'),B(1,25),B(2,40),B(5,35.5),Dl('seat:1','Th'),Dl('seat:2','7h'),Dl('seat:5','9d'),Dl('dealer','Qd'),Dl('seat:1','9c'),Dl('seat:2','Ts'),Dl('seat:5','9s'),Dl('dealer','8h',face='down'),P('offer_surrender'),
  Dc(1,'stand',hand=1),Dc(2,'stand',hand=1),Dc(5,'stand',hand=1),R('8h'),S('payout',1,20,hand=1),S('collect',5,35.5,hand=1)])
save('art15-17-win-loss-tie', [x])
# Art 18: pool won by the wrong seat, and a posted commission over 5 %
T7=dict(T); T7['pool_commission_pct']=7
x=base('PL-A18-POOL',[P('shuffle'),P('cut',by='seat:1'),B(1,20),B(1,10,'pool'),B(2,20),B(2,10,'pool'),B(4,20),B(4,10,'pool'),
  Dl('seat:1','Th'),Dl('seat:2','9h'),Dl('seat:4','5d'),Dl('dealer','7d'),Dl('seat:1','9c'),Dl('seat:2','Ts'),Dl('seat:4','6s'),Dl('dealer','Th',face='down'),P('offer_surrender'),
  Dc(1,'stand',hand=1),Dc(2,'stand',hand=1),Dc(4,'hit',hand=1),Dl('seat:4','Kc',hand=1),Dc(4,'stand',hand=1),R('Th'),
  S('payout',1,20,hand=1),S('payout',2,20,hand=1),S('payout',4,20,hand=1),dict(type='commission',spot='pool',amount=2.1),dict(type='pool_award',seat=4,amount=27.9)], table=T7)
save('art18-pool-wrong-winner-commission-over-5', [x])

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cy_GB">
<context>
    <name>ActionBar</name>
    <message>
        <source>Suggest</source>
        <translation>Awgrymu</translation>
    </message>
    <message>
        <source>Show the suggested call or card (H)</source>
        <translation>Dangos yr alwad neu&apos;r cerdyn a awgrymir (H)</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Cynigion</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Edrych ar fy nghardiau</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Taflu</translation>
    </message>
    <message>
        <source>D</source>
        <comment>shortcut of Discard</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Put the chosen cards back (D)</source>
        <translation>Rhoi&apos;r cardiau a ddewiswyd yn ôl (T)</translation>
    </message>
    <message>
        <source>Review the hand</source>
        <translation>Adolygu&apos;r llaw</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Llaw nesaf</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Deal the next hand (N)</source>
        <translation>Rhannu&apos;r llaw nesaf (N)</translation>
    </message>
    <message>
        <source>sans {0}</source>
        <translation>dim {0}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dy dro di</translation>
    </message>
    <message>
        <source>Play from {0}&apos;s hand</source>
        <translation>Chwarae o law {0}</translation>
    </message>
    <message>
        <source>{0}: make your call</source>
        <translation>{0}: gwna dy alwad</translation>
    </message>
    <message>
        <source>Choose {0} cards to put back in the {1}</source>
        <translation>Dewisa {0} cerdyn i&apos;w rhoi&apos;n ôl fel {1}</translation>
    </message>
    <message>
        <source>Name your partner</source>
        <translation>Enwa dy bartner</translation>
    </message>
    <message>
        <source>Name your two partners</source>
        <translation>Enwa dy ddau bartner</translation>
    </message>
    <message>
        <source>No suit</source>
        <translation>Dim siwt</translation>
    </message>
    <message>
        <source>Nominate a suit for your joker, or keep it without one</source>
        <translation>Enwa siwt i dy jocer, neu ei gadw heb siwt</translation>
    </message>
    <message>
        <source>{0}: play a card</source>
        <translation>{0}: chwaraea gerdyn</translation>
    </message>
    <message>
        <source>{0}: lead a card</source>
        <translation>{0}: arweinia gerdyn</translation>
    </message>
    <message>
        <source>Lead {card} as {suit}</source>
        <translation>Arwain {card} fel {suit}</translation>
    </message>
    <message>
        <source>Which suit does the joker lead?</source>
        <translation>Pa siwt mae&apos;r jocer yn ei harwain?</translation>
    </message>
    <message>
        <source>No higher bid</source>
        <translation>Dim cynnig uwch</translation>
    </message>
    <message>
        <source>No lower bid</source>
        <translation>Dim cynnig is</translation>
    </message>
    <message>
        <source>on your left</source>
        <translation>ar dy chwith</translation>
    </message>
    <message>
        <source>on your right</source>
        <translation>ar dy dde</translation>
    </message>
    <message>
        <source>across, to the left</source>
        <translation>gyferbyn, i&apos;r chwith</translation>
    </message>
    <message>
        <source>across, to the right</source>
        <translation>gyferbyn, i&apos;r dde</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Cynnig {bid}</translation>
    </message>
    <message>
        <source>{0} of {1} chosen: {2}</source>
        <translation>{0} o {1} wedi&apos;u dewis: {2}</translation>
    </message>
    <message>
        <source>{0} s left</source>
        <translation>{0} eiliad ar ôl</translation>
    </message>
</context>
<context>
    <name>AuctionModel</name>
    <message>
        <source>{bid} (inkle)</source>
        <translation>{bid} (inkle)</translation>
    </message>
    <message>
        <source>D · {name}</source>
        <comment>the dealer&apos;s column</comment>
        <translation>R · {name}</translation>
    </message>
    <message>
        <source>{name} (dealer)</source>
        <translation>{name} (rhannwr)</translation>
    </message>
    <message>
        <source>{name}: {call}</source>
        <translation>{name}: {call}</translation>
    </message>
</context>
<context>
    <name>BidGridModel</name>
    <message>
        <source>NT</source>
        <translation>DT</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>rhawiau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>meillion</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diemwntau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>calonnau</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>dim trwmp</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} tric</translation>
    </message>
    <message>
        <source>{bid}, unavailable</source>
        <translation>{bid}, ddim ar gael</translation>
    </message>
    <message>
        <source>{bid}: {value} points</source>
        <translation>{bid}: {value} pwynt</translation>
    </message>
    <message>
        <source>may also be bid sans {kitty}</source>
        <translation>gellir ei gynnig hefyd fel cynnig dim {kitty}</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>inkle: shows partner strength in {suit}</source>
        <translation>inkle: dangos cryfder mewn {suit} i&apos;r partner</translation>
    </message>
    <message>
        <source>pass: partner&apos;s {bid} is our side&apos;s best contract</source>
        <translation>pasio: {bid} y partner yw contract gorau ein hochr</translation>
    </message>
    <message>
        <source>pass: not enough to raise partner&apos;s inkle to a contract</source>
        <translation>pasio: dim digon i godi inkle y partner yn gontract</translation>
    </message>
    <message>
        <source>pass: not enough for a higher bid</source>
        <translation>pasio: dim digon am gynnig uwch</translation>
    </message>
    <message>
        <source>{misere}: no card is likely to be forced to win</source>
        <translation>{misere}: dim cerdyn sy&apos;n debygol o gael ei orfodi i ennill</translation>
    </message>
    <message>
        <source>{bid}: about {tricks:.1f} tricks expected with no trumps</source>
        <translation>{bid}: disgwyl tua {tricks:.1f} tric heb drympiau</translation>
    </message>
    <message>
        <source>{bid}: about {tricks:.1f} tricks expected with {suit} as trumps</source>
        <translation>{bid}: disgwyl tua {tricks:.1f} tric os mai {suit} yw&apos;r trympiau</translation>
    </message>
    <message>
        <source>{misere}: only low cards</source>
        <translation>{misere}: cardiau isel yn unig</translation>
    </message>
    <message>
        <source>{bid}: a good {suit} hand</source>
        <translation>{bid}: llaw dda mewn {suit}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasio</translation>
    </message>
    <message>
        <source>{card} always wins a trick</source>
        <translation>mae {card} bob amser yn ennill tric</translation>
    </message>
    <message>
        <source>{count} spades</source>
        <translation>{count} o rawiau</translation>
    </message>
    <message>
        <source>{card} has at most one card to play under it</source>
        <translation>un cerdyn ar y mwyaf i&apos;w chwarae o dan {card}</translation>
    </message>
    <message>
        <source>blind nil: far behind, a gamble worth 200</source>
        <translation>nil dall: ymhell ar ei hôl hi, mentr werth 200</translation>
    </message>
    <message>
        <source>nil: no card likely to be forced to win, partner covers</source>
        <translation>nil: dim cerdyn sy&apos;n debygol o gael ei orfodi i ennill, y partner yn gwarchod</translation>
    </message>
    <message>
        <source>bids {target}: about {tricks:.1f} tricks expected</source>
        <translation>cynnig {target}: disgwyl tua {tricks:.1f} tric</translation>
    </message>
    <message>
        <source>bids {target}: about {tricks:.1f} tricks expected (not nil: {reason})</source>
        <translation>cynnig {target}: disgwyl tua {tricks:.1f} tric (nid nil: {reason})</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suit}</source>
        <translation>cadw trympiau ac enillwyr, gwagio&apos;r {suit}</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suit} and {other}</source>
        <translation>cadw trympiau ac enillwyr, gwagio&apos;r {suit} a&apos;r {other}</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suits} and {last}</source>
        <translation>cadw trympiau ac enillwyr, gwagio&apos;r {suits} a&apos;r {last}</translation>
    </message>
    <message>
        <source>seat {seat} bid {bid}</source>
        <translation>sedd {seat} a gynigiodd {bid}</translation>
    </message>
    <message>
        <source>throws its lowest cards</source>
        <translation>taflu&apos;r cardiau isaf</translation>
    </message>
    <message>
        <source>{misere}: throws the joker and its most dangerous cards</source>
        <translation>{misere}: taflu&apos;r jocer a&apos;r cardiau mwyaf peryglus</translation>
    </message>
    <message>
        <source>{misere}: throws its most dangerous cards</source>
        <translation>{misere}: taflu&apos;r cardiau mwyaf peryglus</translation>
    </message>
    <message>
        <source>keeps trumps and winners, throws low cards</source>
        <translation>cadw trympiau ac enillwyr, taflu cardiau isel</translation>
    </message>
    <message>
        <source>names the players who showed strength: {bids}</source>
        <translation>enwi&apos;r chwaraewyr a ddangosodd gryfder: {bids}</translation>
    </message>
    <message>
        <source>names partners (nobody else showed strength)</source>
        <translation>enwi partneriaid (ni ddangosodd neb arall gryfder)</translation>
    </message>
    <message>
        <source>{misere}: the joker goes with its longest suit, {suit}, so it can be thrown when void</source>
        <translation>{misere}: y jocer yn mynd gyda&apos;r siwt hiraf, {suit}, er mwyn ei daflu pan na ellir dilyn y siwt</translation>
    </message>
    <message>
        <source>keeps the joker free</source>
        <translation>cadw&apos;r jocer yn rhydd</translation>
    </message>
    <message>
        <source>keeps the joker free: it wins any trick it is played to</source>
        <translation>cadw&apos;r jocer yn rhydd: mae&apos;n ennill unrhyw dric y caiff ei chwarae iddo</translation>
    </message>
    <message>
        <source>nominates {suit}: the joker stops that suit</source>
        <translation>enwi {suit}: mae&apos;r jocer yn atal y siwt honno</translation>
    </message>
    <message>
        <source>nominates {suit}: the joker heads its long suit</source>
        <translation>enwi {suit}: mae&apos;r jocer ar ben y siwt hir</translation>
    </message>
    <message>
        <source>leaves the trick to partner</source>
        <translation>gadael y tric i&apos;r partner</translation>
    </message>
    <message>
        <source>trumps in</source>
        <translation>trwmpio</translation>
    </message>
    <message>
        <source>cannot win the trick</source>
        <translation>methu ennill y tric</translation>
    </message>
    <message>
        <source>cashes a winner</source>
        <translation>chwarae enillydd sicr</translation>
    </message>
    <message>
        <source>leads the joker</source>
        <translation>arwain y jocer</translation>
    </message>
    <message>
        <source>plays low, under the nil bidder to come</source>
        <translation>chwarae&apos;n isel, o dan gynigydd y nil sydd eto i chwarae</translation>
    </message>
    <message>
        <source>leads low under the {misere} bidder (who is void in {suits})</source>
        <translation>arwain yn isel o dan gynigydd y {misere} (sydd heb ddim {suits})</translation>
    </message>
    <message>
        <source>the {misere} bidder is void in {suits}: leads low anyway</source>
        <translation>does gan gynigydd y {misere} ddim {suits}: arwain yn isel beth bynnag</translation>
    </message>
    <message>
        <source>the only legal card: a suitless joker must be played when void</source>
        <translation>yr unig gerdyn a ganiateir: rhaid chwarae jocer heb siwt pan na ellir dilyn y siwt</translation>
    </message>
    <message>
        <source>the only legal card</source>
        <translation>yr unig gerdyn a ganiateir</translation>
    </message>
    <message>
        <source>ducks: partner is winning the trick</source>
        <translation>chwarae&apos;n isel: y partner sy&apos;n ennill y tric</translation>
    </message>
    <message>
        <source>makes sure of the trick</source>
        <translation>sicrhau&apos;r tric</translation>
    </message>
    <message>
        <source>third hand high: forces out the higher cards</source>
        <translation>trydedd law yn uchel: gorfodi&apos;r cardiau uwch allan</translation>
    </message>
    <message>
        <source>trumps to make sure of the trick</source>
        <translation>trwmpio i sicrhau&apos;r tric</translation>
    </message>
    <message>
        <source>wins the trick with the joker</source>
        <translation>ennill y tric gyda&apos;r jocer</translation>
    </message>
    <message>
        <source>wins the trick</source>
        <translation>ennill y tric</translation>
    </message>
    <message>
        <source>takes the trick with its master card while it can</source>
        <translation>ennill y tric â cherdyn uchaf y siwt tra gall</translation>
    </message>
    <message>
        <source>second hand low: partner plays after</source>
        <translation>ail law yn isel: y partner yn chwarae wedyn</translation>
    </message>
    <message>
        <source>plays high to force out the higher cards</source>
        <translation>chwarae&apos;n uchel i orfodi&apos;r cardiau uwch allan</translation>
    </message>
    <message>
        <source>tries to win the trick</source>
        <translation>ceisio ennill y tric</translation>
    </message>
    <message>
        <source>draws trumps</source>
        <translation>tynnu&apos;r trympiau</translation>
    </message>
    <message>
        <source>draws trumps, forcing out the higher ones</source>
        <translation>tynnu&apos;r trympiau, gan orfodi&apos;r rhai uwch allan</translation>
    </message>
    <message>
        <source>leads the joker while it can still name a suit</source>
        <translation>arwain y jocer tra gall enwi siwt o hyd</translation>
    </message>
    <message>
        <source>sets up {suit} while its winners stop the other suits</source>
        <translation>sefydlu {suit} tra bo&apos;r enillwyr yn atal y siwtiau eraill</translation>
    </message>
    <message>
        <source>leads {suit} for partner to trump</source>
        <translation>arwain {suit} i&apos;r partner eu trwmpio</translation>
    </message>
    <message>
        <source>leads partner&apos;s suit</source>
        <translation>arwain siwt y partner</translation>
    </message>
    <message>
        <source>leads a singleton, to trump the suit later</source>
        <translation>arwain cerdyn unigol, i drwmpio&apos;r siwt wedyn</translation>
    </message>
    <message>
        <source>leads {suit}, the longest suit</source>
        <translation>arwain {suit}, y siwt hiraf</translation>
    </message>
    <message>
        <source>leads a trump</source>
        <translation>arwain trwmp</translation>
    </message>
    <message>
        <source>leads a low card</source>
        <translation>arwain cerdyn isel</translation>
    </message>
    <message>
        <source>leads its safest low card</source>
        <translation>arwain y cerdyn isel mwyaf diogel</translation>
    </message>
    <message>
        <source>plays a high card under the trick</source>
        <translation>chwarae cerdyn uchel o dan y cerdyn sy&apos;n ennill</translation>
    </message>
    <message>
        <source>throws its most dangerous card</source>
        <translation>taflu&apos;r cerdyn mwyaf peryglus</translation>
    </message>
    <message>
        <source>must play over: plays low, hoping to be overtaken</source>
        <translation>rhaid chwarae&apos;n uwch: chwarae&apos;n isel, gan obeithio cael ei guro</translation>
    </message>
    <message>
        <source>has no card that loses</source>
        <translation>dim cerdyn sy&apos;n colli</translation>
    </message>
    <message>
        <source>plays under the {misere} bidder, who is winning the trick</source>
        <translation>chwarae o dan gynigydd y {misere}, sy&apos;n ennill y tric</translation>
    </message>
    <message>
        <source>must play over: plays as low as it can</source>
        <translation>rhaid chwarae&apos;n uwch: chwarae mor isel â phosibl</translation>
    </message>
    <message>
        <source>must play over: unblocks its highest card</source>
        <translation>rhaid chwarae&apos;n uwch: cael gwared ar y cerdyn uchaf</translation>
    </message>
    <message>
        <source>has to win the trick</source>
        <translation>rhaid ennill y tric</translation>
    </message>
    <message>
        <source>plays low, under the {misere} bidder to come</source>
        <translation>chwarae&apos;n isel, o dan gynigydd y {misere} sydd eto i chwarae</translation>
    </message>
    <message>
        <source>throws a card it does not need</source>
        <translation>taflu cerdyn nad oes ei angen</translation>
    </message>
    <message>
        <source>has only the joker</source>
        <translation>dim ond y jocer sydd ar ôl</translation>
    </message>
    <message>
        <source>gets rid of the joker while it cannot help the {misere} hand</source>
        <translation>cael gwared ar y jocer tra na all helpu llaw y {misere}</translation>
    </message>
    <message>
        <source>unblocks its highest card</source>
        <translation>cael gwared ar y cerdyn uchaf</translation>
    </message>
    <message>
        <source>throws a high card it does not need</source>
        <translation>taflu cerdyn uchel nad oes ei angen</translation>
    </message>
    <message>
        <source>leads low under the {misere} bidder</source>
        <translation>arwain yn isel o dan gynigydd y {misere}</translation>
    </message>
    <message>
        <source>stays under the nil bidder, who is winning the trick</source>
        <translation>aros o dan gynigydd y nil, sy&apos;n ennill y tric</translation>
    </message>
    <message>
        <source>avoids bags: the contract is safe</source>
        <translation>osgoi bagiau: mae&apos;r contract yn ddiogel</translation>
    </message>
    <message>
        <source>draws spades</source>
        <translation>tynnu&apos;r rhawiau</translation>
    </message>
    <message>
        <source>nil: {reason}</source>
        <translation>nil: {reason}</translation>
    </message>
    <message>
        <source>covers partner&apos;s nil: leads a winner</source>
        <translation>gwarchod nil y partner: arwain enillydd</translation>
    </message>
    <message>
        <source>leads a suit partner is void in</source>
        <translation>arwain siwt nad oes gan y partner ddim ohoni</translation>
    </message>
    <message>
        <source>covers partner&apos;s nil: leads high</source>
        <translation>gwarchod nil y partner: arwain yn uchel</translation>
    </message>
    <message>
        <source>overtakes partner&apos;s card to save the nil</source>
        <translation>curo cerdyn y partner i achub y nil</translation>
    </message>
    <message>
        <source>cannot cover partner</source>
        <translation>methu gwarchod y partner</translation>
    </message>
    <message>
        <source>plays high to cover partner&apos;s nil</source>
        <translation>chwarae&apos;n uchel i warchod nil y partner</translation>
    </message>
    <message>
        <source>partner&apos;s nil is safe in this trick</source>
        <translation>mae nil y partner yn ddiogel yn y tric hwn</translation>
    </message>
    <message>
        <source>leads low to break the nil</source>
        <translation>arwain yn isel i dorri&apos;r nil</translation>
    </message>
</context>
<context>
    <name>ChatModel</name>
    <message>
        <source>Hello!</source>
        <translation>Helo!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Pob lwc!</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Chwarae da</translation>
    </message>
    <message>
        <source>Nice hand</source>
        <translation>Llaw dda</translation>
    </message>
    <message>
        <source>Sorry, partner</source>
        <translation>Sori, bartner</translation>
    </message>
    <message>
        <source>Thanks, partner</source>
        <translation>Diolch, bartner</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Wps</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Anlwcus</translation>
    </message>
    <message>
        <source>Wow!</source>
        <translation>Waw!</translation>
    </message>
    <message>
        <source>Let me think…</source>
        <translation>Gad i mi feddwl…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Dy dro di!</translation>
    </message>
    <message>
        <source>One more game?</source>
        <translation>Un gêm arall?</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Gêm dda</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Hwyl!</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>spectator</source>
        <translation>gwyliwr</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>sedd {number}</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Negeseuon sgwrs</translation>
    </message>
    <message>
        <source>Chat is off at this table</source>
        <translation>Mae&apos;r sgwrs wedi&apos;i diffodd wrth y bwrdd hwn</translation>
    </message>
    <message>
        <source>Preset phrase</source>
        <translation>Ymadrodd parod</translation>
    </message>
    <message>
        <source>A phrase everyone reads in their own language</source>
        <translation>Ymadrodd y mae pawb yn ei ddarllen yn ei iaith ei hun</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Dweud</translation>
    </message>
    <message>
        <source>Say the preset phrase</source>
        <translation>Dweud yr ymadrodd parod</translation>
    </message>
    <message>
        <source>Say the chosen phrase to the table</source>
        <translation>Dweud yr ymadrodd a ddewiswyd wrth y bwrdd</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Dweud rhywbeth…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Neges sgwrs</translation>
    </message>
    <message>
        <source>Press Enter to send</source>
        <translation>Pwysa Enter i anfon</translation>
    </message>
</context>
<context>
    <name>DealTableView</name>
    <message>
        <source>The deal&apos;s table: analysing…</source>
        <translation>Tabl y deliad: yn dadansoddi…</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v o %m</translation>
    </message>
    <message>
        <source>The deal&apos;s table</source>
        <translation>Tabl y deliad</translation>
    </message>
    <message>
        <source>The deal&apos;s table is not shown: it needs the cards of the hands that sat the play out, which were not seen.</source>
        <translation>Dydy tabl y deliad ddim i&apos;w weld: mae angen cardiau&apos;r dwylo a eisteddodd allan o&apos;r chwarae arno, a doedd y rheini ddim i&apos;w gweld.</translation>
    </message>
    <message>
        <source>The deal&apos;s table could not be worked out.</source>
        <translation>Doedd dim modd cyfrifo tabl y deliad.</translation>
    </message>
    <message>
        <source>The deal&apos;s table: each side&apos;s tricks with best play, every card known, {0} leading.</source>
        <translation>Tabl y deliad: triciau pob ochr gyda&apos;r chwarae gorau, gyda phob cerdyn yn hysbys, a {0} yn arwain.</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>DT</translation>
    </message>
    <message>
        <source>{side}, {trumps}: {tricks}</source>
        <translation>{side}, {trumps}: {tricks}</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>dim trwmp</translation>
    </message>
    <message>
        <source>{0} trumps</source>
        <translation>{0} yn drwmp</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 tric</translation>
    </message>
    <message>
        <source>{0} tricks</source>
        <translation>{0} tric</translation>
    </message>
    <message>
        <source>The contract, {bid} ({who}), could have been made.</source>
        <translation>Gallai&apos;r contract, {bid} ({who}), fod wedi&apos;i wneud.</translation>
    </message>
    <message>
        <source>The contract, {bid} ({who}), could not have been made.</source>
        <translation>Allai&apos;r contract, {bid} ({who}), ddim bod wedi&apos;i wneud.</translation>
    </message>
    <message>
        <source>{0} could have kept the nil.</source>
        <translation>Gallai nil {0} fod wedi&apos;i gadw.</translation>
    </message>
    <message>
        <source>{0} could not have kept the nil: the other side could force a trick on it.</source>
        <translation>Allai nil {0} ddim bod wedi&apos;i gadw: gallai&apos;r ochr arall orfodi tric arno.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} won the game.</source>
        <translation>{0} enillodd y gêm.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Diwedd y gêm</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Diwedd y gêm</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Chwarae &amp;eto</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Chwarae eto</translation>
    </message>
    <message>
        <source>Another game with the same players and rules</source>
        <translation>Gêm arall gyda&apos;r un chwaraewyr a&apos;r un rheolau</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Gêm &amp;newydd…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>Choose the players and rules of a new game</source>
        <translation>Dewis chwaraewyr a rheolau gêm newydd</translation>
    </message>
    <message>
        <source>&amp;Save the record…</source>
        <translation>&amp;Cadw&apos;r cofnod…</translation>
    </message>
    <message>
        <source>Save the record</source>
        <translation>Cadw&apos;r cofnod</translation>
    </message>
    <message>
        <source>Save this game&apos;s record to a file; this window stays open</source>
        <translation>Cadw cofnod y gêm hon mewn ffeil; mae&apos;r ffenestr hon yn aros ar agor</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
    <message>
        <source>Close this summary and look at the table</source>
        <translation>Cau&apos;r crynodeb hwn ac edrych ar y bwrdd</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Rwyt ti wedi ennill!</translation>
    </message>
    <message>
        <source>You and {partners} won the game!</source>
        <translation>Rwyt ti a {partners} wedi ennill y gêm!</translation>
    </message>
    <message>
        <source>{side} won the game</source>
        <translation>{side} enillodd y gêm</translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n</source>
        <translation>
            <numerusform>Dwylo a chwaraewyd: %n</numerusform>
            <numerusform>Dwylo a chwaraewyd: %n</numerusform>
            <numerusform>Dwylo a chwaraewyd: %n</numerusform>
            <numerusform>Dwylo a chwaraewyd: %n</numerusform>
            <numerusform>Dwylo a chwaraewyd: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, thrown in: %n</source>
        <translation>
            <numerusform>, a daflwyd: %n</numerusform>
            <numerusform>, a daflwyd: %n</numerusform>
            <numerusform>, a daflwyd: %n</numerusform>
            <numerusform>, a daflwyd: %n</numerusform>
            <numerusform>, a daflwyd: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Ochr</translation>
    </message>
    <message>
        <source>The players scoring together</source>
        <translation>Y chwaraewyr sy&apos;n sgorio gyda&apos;i gilydd</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Sgôr</translation>
    </message>
    <message>
        <source>The final score</source>
        <translation>Y sgôr derfynol</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Bagiau</translation>
    </message>
    <message>
        <source>Overtricks not yet penalised</source>
        <translation>Triciau dros ben heb eu cosbi eto</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Cynigion</translation>
    </message>
    <message>
        <source>Hands in which the side bid tricks (nil bids apart)</source>
        <translation>Dwylo lle cynigiodd yr ochr driciau (heb gyfrif cynigion nil)</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contractau</translation>
    </message>
    <message>
        <source>Contracts the side won the auction for</source>
        <translation>Contractau a enillodd yr ochr yn yr ocsiwn</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gwnaed</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Cynigion a wnaed</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contractau a wnaed</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Methwyd</translation>
    </message>
    <message>
        <source>Bids that failed</source>
        <translation>Cynigion a fethodd</translation>
    </message>
    <message>
        <source>Contracts that failed</source>
        <translation>Contractau a fethodd</translation>
    </message>
    <message>
        <source>Nils made</source>
        <translation>Nil a wnaed</translation>
    </message>
    <message>
        <source>Nil bids made, of those bid</source>
        <translation>Cynigion nil a wnaed, o&apos;r rhai a gynigiwyd</translation>
    </message>
    <message>
        <source>Best made</source>
        <translation>Gorau a wnaed</translation>
    </message>
    <message>
        <source>The highest contract made</source>
        <translation>Y contract uchaf a wnaed</translation>
    </message>
    <message>
        <source>{made} of {bid}</source>
        <translation>{made} o {bid}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Sgoriau terfynol</translation>
    </message>
    <message>
        <source>One row a side, the winner first: score and contracts</source>
        <translation>Un rhes i bob ochr, yr enillydd yn gyntaf: sgôr a chontractau</translation>
    </message>
    <message>
        <source>{side}: the winners</source>
        <translation>{side}: yr enillwyr</translation>
    </message>
</context>
<context>
    <name>HandReviewDialog</name>
    <message>
        <source>{0}: won the trick</source>
        <translation>{0}: enillodd y tric</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Yn dadansoddi…</translation>
    </message>
    <message>
        <source>The hand could not be analysed.</source>
        <translation>Doedd dim modd dadansoddi&apos;r llaw.</translation>
    </message>
    <message>
        <source>Not analysed: {0}.</source>
        <translation>Heb ei dadansoddi: {0}.</translation>
    </message>
    <message>
        <source>Marked cards gave away tricks to best play, every card known. Bids, discards, called partners and joker choices are not judged.</source>
        <translation>Fe wnaeth y cardiau sydd wedi&apos;u marcio ildio triciau i&apos;r chwarae gorau, gyda phob cerdyn yn hysbys. Dydy bidiau, cardiau a daflwyd, partneriaid a alwyd na dewisiadau&apos;r jocer ddim yn cael eu barnu.</translation>
    </message>
    <message>
        <source>cost 1 trick; {0} would have kept it</source>
        <translation>collodd 1 tric; byddai {0} wedi&apos;i gadw</translation>
    </message>
    <message>
        <source>cost {0} tricks; {1} would have kept them</source>
        <translation>collodd {0} tric; byddai {1} wedi&apos;u cadw</translation>
    </message>
    <message>
        <source>{0} lost nothing to best play.</source>
        <translation>Chollodd {0} ddim i&apos;r chwarae gorau.</translation>
    </message>
    <message>
        <source>trick {0}, {1}, {2} tricks ({3} kept them)</source>
        <translation>tric {0}, {1}, {2} tric (byddai {3} wedi&apos;u cadw)</translation>
    </message>
    <message>
        <source>trick {0}, {1} ({2} kept it)</source>
        <translation>tric {0}, {1} (byddai {2} wedi&apos;i gadw)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>cost the {misere}; {kept} would have kept it</source>
        <translation>collodd y {misere}; byddai {kept} wedi&apos;i chadw</translation>
    </message>
    <message>
        <source>cost the chance to beat the {misere}; {kept} would have kept it</source>
        <translation>collodd y cyfle i guro&apos;r {misere}; byddai {kept} wedi&apos;i gadw</translation>
    </message>
    <message>
        <source>{side} lost the {misere} to best play: {cards}.</source>
        <translation>Collodd {side} y {misere} i&apos;r chwarae gorau: {cards}.</translation>
    </message>
    <message>
        <source>{side} lost the chance to beat the {misere} to best play: {cards}.</source>
        <translation>Collodd {side} y cyfle i guro&apos;r {misere} i&apos;r chwarae gorau: {cards}.</translation>
    </message>
    <message>
        <source>{0} lost 1 trick to best play: {1}.</source>
        <translation>Collodd {0} 1 tric i&apos;r chwarae gorau: {1}.</translation>
    </message>
    <message>
        <source>{0} lost {1} tricks to best play: {2}.</source>
        <translation>Collodd {0} {1} tric i&apos;r chwarae gorau: {2}.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} neu {1}</translation>
    </message>
    <message>
        <source>no card was played: the hand was thrown in</source>
        <translation>ni chwaraewyd unrhyw gerdyn: cafodd y llaw ei thaflu i mewn</translation>
    </message>
    <message>
        <source>the record stops before the first card of this hand</source>
        <translation>mae&apos;r cofnod yn dod i ben cyn cerdyn cyntaf y llaw hon</translation>
    </message>
    <message>
        <source>not every card was seen: the hand did not reach its last trick</source>
        <translation>ni welwyd pob cerdyn: ni chyrhaeddodd y llaw ei thric olaf</translation>
    </message>
    <message>
        <source>the cards seen are not a legal play of the hand</source>
        <translation>nid yw&apos;r cardiau a welwyd yn chwarae cyfreithlon o&apos;r llaw</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Cynnal bwrdd</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Cyfrifiadur</translation>
    </message>
    <message>
        <source>Open (network)</source>
        <translation>Agored (rhwydwaith)</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Bwrdd {name}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Fy mwrdd</translation>
    </message>
    <message>
        <source>The name players looking for tables on the network see.</source>
        <translation>Yr enw mae chwaraewyr sy&apos;n chwilio am fyrddau ar y rhwydwaith yn ei weld.</translation>
    </message>
    <message>
        <source>Whoever joins, to play or to watch, must give this password. Leave it empty for a table anyone may join.</source>
        <translation>Rhaid i bwy bynnag sy&apos;n ymuno, i chwarae neu i wylio, roi&apos;r cyfrinair hwn. Gad ef yn wag i gael bwrdd y gall unrhyw un ymuno ag ef.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>dim</translation>
    </message>
    <message>
        <source>How many people may watch the game at once.</source>
        <translation>Faint o bobl all wylio&apos;r gêm ar yr un pryd.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Dim</translation>
    </message>
    <message>
        <source>What the players and spectators may say at the table: nothing, only ready-made phrases (“Good luck!”, “Well played”…), or anything they type.</source>
        <translation>Beth gaiff y chwaraewyr a&apos;r gwylwyr ei ddweud wrth y bwrdd: dim byd, ymadroddion parod yn unig (“Pob lwc!”, “Chwarae da”…), neu unrhyw beth maen nhw&apos;n ei deipio.</translation>
    </message>
    <message>
        <source>Preset phrases only</source>
        <translation>Ymadroddion parod yn unig</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>Testun rhydd</translation>
    </message>
    <message>
        <source>When a player&apos;s connection drops, a computer player of this level plays for them until they come back.</source>
        <translation>Pan fydd cysylltiad chwaraewr yn torri, mae chwaraewr cyfrifiadur o&apos;r lefel hon yn chwarae yn ei le nes iddo ddod yn ôl.</translation>
    </message>
    <message>
        <source>The TCP port players connect to. Whoever joins by address types it after the address: host:port.</source>
        <translation>Y porth TCP mae chwaraewyr yn cysylltu ag ef. Mae pwy bynnag sy&apos;n ymuno drwy gyfeiriad yn ei deipio ar ôl y cyfeiriad: gwesteiwr:porth.</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Enw&apos;r bwrdd:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>C&amp;yfrinair:</translation>
    </message>
    <message>
        <source>Spe&amp;ctators:</source>
        <translation>&amp;Gwylwyr:</translation>
    </message>
    <message>
        <source>C&amp;hat:</source>
        <translation>Sg&amp;wrs:</translation>
    </message>
    <message>
        <source>Computer for &amp;dropped players:</source>
        <translation>Cyfrifiadur os &amp;collir cysylltiad:</translation>
    </message>
    <message>
        <source>TCP p&amp;ort:</source>
        <translation>P&amp;orth TCP:</translation>
    </message>
    <message>
        <source>Players on this network find the table by its name; anyone can also join by this computer&apos;s address and the port.</source>
        <translation>Mae chwaraewyr ar y rhwydwaith hwn yn dod o hyd i&apos;r bwrdd wrth ei enw; gall unrhyw un hefyd ymuno drwy gyfeiriad y cyfrifiadur hwn a&apos;r porth.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rhwydwaith</translation>
    </message>
    <message>
        <source>Whoever joins over the network takes this seat under their own name.</source>
        <translation>Mae pwy bynnag sy&apos;n ymuno dros y rhwydwaith yn cymryd y sedd hon dan ei enw ei hun.</translation>
    </message>
    <message>
        <source>The name shown at this seat.</source>
        <translation>Yr enw a ddangosir wrth y sedd hon.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Chwaraewr {number}</translation>
    </message>
    <message>
        <source>The table needs a name of 1 to {most} characters (tab “{tab}”).</source>
        <translation>Mae angen enw o 1 i {most} nod ar y bwrdd (tab “{tab}”).</translation>
    </message>
    <message>
        <source>Choose the seat you play in: set its player to “{you}”.</source>
        <translation>Dewisa&apos;r sedd y byddi di&apos;n chwarae ynddi: gosoda ei chwaraewr yn “{you}”.</translation>
    </message>
    <message>
        <source>Only one seat can be yours (“{you}”): make the others “{open}” or “{computer}”.</source>
        <translation>Dim ond un sedd all fod yn eiddo i ti (“{you}”): gwna&apos;r lleill yn “{open}” neu&apos;n “{computer}”.</translation>
    </message>
    <message>
        <source>Your name at seat {number} must be 1 to {most} characters for a network table.</source>
        <translation>Rhaid i dy enw yn sedd {number} fod rhwng 1 a {most} nod ar gyfer bwrdd rhwydwaith.</translation>
    </message>
    <message>
        <source>Set at least one seat to “{open}”, so that someone can join.</source>
        <translation>Gosoda o leiaf un sedd yn “{open}”, fel y gall rhywun ymuno.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <source>The table could not be announced on the network ({0}): players can join by address.</source>
        <translation>Methwyd cyhoeddi&apos;r bwrdd ar y rhwydwaith ({0}): gall chwaraewyr ymuno drwy gyfeiriad.</translation>
    </message>
    <message>
        <source>The table stopped: {0}</source>
        <translation>Daeth y bwrdd i ben: {0}</translation>
    </message>
    <message>
        <source>The table cannot listen on port {0}: {1}.</source>
        <translation>Ni all y bwrdd wrando ar borth {0}: {1}.</translation>
    </message>
    <message>
        <source>The table&apos;s record cannot be written to {0}: {1}.</source>
        <translation>Ni ellir ysgrifennu cofnod y bwrdd i {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Ymuno â bwrdd</translation>
    </message>
    <message>
        <source>&amp;Tables on the network:</source>
        <translation>&amp;Byrddau ar y rhwydwaith:</translation>
    </message>
    <message>
        <source>The host&apos;s IPv4 address or name, with its port after a colon: 192.168.1.20:50500. An IPv6 address goes in brackets: [fe80::1]:50500.</source>
        <translation>Cyfeiriad IPv4 neu enw&apos;r gwesteiwr, gyda&apos;i borth ar ôl colon: 192.168.1.20:50500. Mae cyfeiriad IPv6 yn mynd mewn bachau sgwâr: [fe80::1]:50500.</translation>
    </message>
    <message>
        <source>host or host:port (the port is {port} if not given)</source>
        <translation>gwesteiwr neu westeiwr:porth ({port} yw&apos;r porth os na roddir un)</translation>
    </message>
    <message>
        <source>The name the others see you under: 1 to {most} characters.</source>
        <translation>Yr enw mae&apos;r lleill yn dy weld dano: 1 i {most} nod.</translation>
    </message>
    <message>
        <source>&amp;Play, in</source>
        <translation>&amp;Chwarae, yn</translation>
    </message>
    <message>
        <source>Take a seat at the table.</source>
        <translation>Cymryd sedd wrth y bwrdd.</translation>
    </message>
    <message>
        <source>The seat you would like; if it is taken, you get a free one.</source>
        <translation>Y sedd yr hoffet ti ei chael; os yw wedi&apos;i chymryd, cei di sedd rydd.</translation>
    </message>
    <message>
        <source>&amp;Watch the game</source>
        <translation>&amp;Gwylio&apos;r gêm</translation>
    </message>
    <message>
        <source>Join as a spectator: you see the table, but nobody&apos;s cards.</source>
        <translation>Ymuno fel gwyliwr: rwyt ti&apos;n gweld y bwrdd, ond nid cardiau neb.</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Cyfrin&amp;air:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>Cyf&amp;eiriad:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dy e&amp;nw:</translation>
    </message>
    <message>
        <source>Join to:</source>
        <translation>Ymuno er mwyn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Ymuno</translation>
    </message>
    <message>
        <source>any free seat</source>
        <translation>unrhyw sedd rydd</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>sedd {number}</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>os oes gan y bwrdd un</translation>
    </message>
    <message>
        <source>A table joined by its address may need a password or not.</source>
        <translation>Wrth ymuno drwy gyfeiriad, efallai y bydd angen cyfrinair ar y bwrdd, efallai ddim.</translation>
    </message>
    <message>
        <source>needed for this table</source>
        <translation>mae ei angen ar y bwrdd hwn</translation>
    </message>
    <message>
        <source>This table asks for its password.</source>
        <translation>Mae&apos;r bwrdd hwn yn gofyn am ei gyfrinair.</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>dim angen</translation>
    </message>
    <message>
        <source>This table needs no password.</source>
        <translation>Does dim angen cyfrinair ar y bwrdd hwn.</translation>
    </message>
    <message>
        <source>Your name must be 1 to {most} characters, not only spaces, without control characters.</source>
        <translation>Rhaid i dy enw fod rhwng 1 a {most} nod, nid bylchau yn unig, a heb nodau rheoli.</translation>
    </message>
    <message>
        <source>“{table}” has no free seat; you can watch the game.</source>
        <translation>Does dim sedd rydd wrth “{table}”; gelli di wylio&apos;r gêm.</translation>
    </message>
    <message>
        <source>“{table}” takes no more spectators.</source>
        <translation>Dydy “{table}” ddim yn derbyn rhagor o wylwyr.</translation>
    </message>
    <message>
        <source>“{table}” needs its password.</source>
        <translation>Mae angen cyfrinair “{table}”.</translation>
    </message>
    <message>
        <source>Choose a table from the list, or type the host&apos;s address.</source>
        <translation>Dewisa fwrdd o&apos;r rhestr, neu deipia gyfeiriad y gwesteiwr.</translation>
    </message>
    <message>
        <source>The port after the colon must be a number from 1 to 65535.</source>
        <translation>Rhaid i&apos;r porth ar ôl y colon fod yn rhif rhwng 1 a 65535.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in brackets, with any port after them: [fe80::1]:{port}.</source>
        <translation>Mae cyfeiriad IPv6 yn mynd mewn bachau sgwâr, gydag unrhyw borth ar eu hôl: [fe80::1]:{port}.</translation>
    </message>
    <message>
        <source>“{host}” is not an IPv4 address or a host name.</source>
        <translation>Nid yw “{host}” yn gyfeiriad IPv4 nac yn enw gwesteiwr.</translation>
    </message>
    <message>
        <source>Tables on the network cannot be listed here ({reason}): join by address.</source>
        <translation>Ni ellir rhestru byrddau&apos;r rhwydwaith yma ({reason}): ymuna drwy gyfeiriad.</translation>
    </message>
    <message>
        <source>Double-click a table to join it.</source>
        <translation>Clicia ddwywaith ar fwrdd i ymuno ag ef.</translation>
    </message>
    <message>
        <source>Looking for tables on the network…</source>
        <translation>Yn chwilio am fyrddau ar y rhwydwaith…</translation>
    </message>
    <message>
        <source>No tables listed: join by address.</source>
        <translation>Dim byrddau ar y rhestr: ymuna drwy gyfeiriad.</translation>
    </message>
</context>
<context>
    <name>LanControls</name>
    <message>
        <source>Chat</source>
        <translation>Sgwrs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Chwaraewyr</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Cynnal &amp;bwrdd…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Y&amp;muno â bwrdd…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Gada&amp;el y bwrdd</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Yn agor y bwrdd…</translation>
    </message>
    <message>
        <source>Others join at {0}, port {1}.</source>
        <translation>Gall eraill ymuno yn {0}, porth {1}.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Cynnal bwrdd</translation>
    </message>
    <message>
        <source>Give the seat away</source>
        <translation>Rhoi&apos;r sedd i ffwrdd</translation>
    </message>
    <message>
        <source>Give {0}&apos;s seat to a computer player for good? {0} can no longer come back to it.</source>
        <translation>Rhoi sedd {0} i chwaraewr cyfrifiadur am byth? Ni fydd {0} yn gallu dod yn ôl iddi.</translation>
    </message>
    <message>
        <source>Open the seat</source>
        <translation>Agor y sedd</translation>
    </message>
    <message>
        <source>Let {0} go and open the seat for someone else? {0} can no longer come back to it; a computer player keeps it until someone joins.</source>
        <translation>Gollwng {0} ac agor y sedd i rywun arall? Ni all {0} ddod yn ôl iddi mwyach; bydd chwaraewr cyfrifiadur yn ei chadw nes i rywun ymuno.</translation>
    </message>
    <message>
        <source>Connecting to {0}:{1}…</source>
        <translation>Yn cysylltu â {0}:{1}…</translation>
    </message>
    <message>
        <source>Watching “{0}”</source>
        <translation>Yn gwylio “{0}”</translation>
    </message>
    <message>
        <source>Hosting “{0}”</source>
        <translation>Yn cynnal “{0}”</translation>
    </message>
    <message>
        <source>At “{0}” in seat {1}</source>
        <translation>Wrth “{0}” yn sedd {1}</translation>
    </message>
    <message>
        <source>Waiting for one more player to join.</source>
        <translation>Yn aros i un chwaraewr arall ymuno.</translation>
    </message>
    <message>
        <source>Waiting for {0} more players to join.</source>
        <translation>Yn aros i {0} chwaraewr arall ymuno.</translation>
    </message>
    <message>
        <source>The host answered: {0}</source>
        <translation>Atebodd y gwesteiwr: {0}</translation>
    </message>
    <message>
        <source>The connection ended: {0}</source>
        <translation>Daeth y cysylltiad i ben: {0}</translation>
    </message>
    <message>
        <source>Not connected: {0}</source>
        <translation>Heb gysylltu: {0}</translation>
    </message>
    <message>
        <source>The connection ended</source>
        <translation>Daeth y cysylltiad i ben</translation>
    </message>
    <message>
        <source>The connection to the table ended: {0}.

Join again? If you had a seat, you get it back.</source>
        <translation>Daeth y cysylltiad â&apos;r bwrdd i ben: {0}.

Ymuno eto? Os oedd gen ti sedd, cei di hi&apos;n ôl.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your contract: {bid}</source>
        <translation>Dy gontract: {bid}</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}</source>
        <translation>Contract {player}: {bid}</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}; you sit this hand out</source>
        <translation>Contract {player}: {bid}; rwyt ti allan o&apos;r llaw hon</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}, with you as partner</source>
        <translation>Contract {player}: {bid}, gyda ti&apos;n bartner</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}; you defend</source>
        <translation>Contract {player}: {bid}; rwyt ti&apos;n amddiffyn</translation>
    </message>
    <message>
        <source>Five Hundred</source>
        <translation>Five Hundred</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Ocsiwn</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gêm</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Gêm &amp;newydd…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Agor cofnod…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>&amp;Cadw cofnod…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Saib</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Ystadegau…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Gadael</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>G&amp;olwg</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Y &amp;tric diwethaf</translation>
    </message>
    <message>
        <source>&amp;Previous hand</source>
        <translation>Y &amp;llaw flaenorol</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Sgrin lawn</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Go&amp;sodiadau</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Dewisiadau…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Cymorth</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rheolau&apos;r gêm hon</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Ynghylch</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Awgrymu</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Rwyt ti wedi gadael y bwrdd.</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on</source>
        <translation>Clicia ar y bwrdd neu bwysa fysell i barhau</translation>
    </message>
    <message>
        <source>All passed: the hand is thrown in.</source>
        <translation>Pawb wedi pasio: mae&apos;r llaw wedi&apos;i thaflu.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Mae&apos;r llaw drosodd.</translation>
    </message>
    <message>
        <source>Paused: press P to go on</source>
        <translation>Wedi oedi: pwysa P i barhau</translation>
    </message>
    <message>
        <source>Suggestion: {0}</source>
        <translation>Awgrym: {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it? It is not kept.</source>
        <translation>Mae gêm ar y gweill. Ei gadael? Ni chaiff ei chadw.</translation>
    </message>
    <message>
        <source>You are at a table on the network. Leave it?</source>
        <translation>Rwyt ti wrth fwrdd ar y rhwydwaith. Ei adael?</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Dewisiadau</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {0}.</source>
        <translation>Methwyd cadw&apos;r dewisiadau: {0}.</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {0}</source>
        <translation>Methwyd cadw&apos;r dewisiadau: {0}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Does dim tric wedi&apos;i chwarae eto.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Y tric diwethaf</translation>
    </message>
    <message>
        <source>No finished hand to review yet.</source>
        <translation>Does dim llaw orffenedig i&apos;w hadolygu eto.</translation>
    </message>
    <message>
        <source>The previous hand</source>
        <translation>Y llaw flaenorol</translation>
    </message>
    <message>
        <source>About Five Hundred</source>
        <translation>Ynghylch Five Hundred</translation>
    </message>
    <message>
        <source>&lt;h3&gt;fivehundred-qt {0}&lt;/h3&gt;&lt;p&gt;The card game 500 (American and Australian, 2 to 6 players) and partnership Spades.&lt;/p&gt;&lt;p&gt;Cards, table and rules engine written for this program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;fivehundred-qt {0}&lt;/h3&gt;&lt;p&gt;Y gêm gardiau 500 (Americanaidd ac Awstralaidd, 2 i 6 chwaraewr) a Spades mewn partneriaethau.&lt;/p&gt;&lt;p&gt;Cardiau, bwrdd a pheiriant rheolau wedi&apos;u hysgrifennu ar gyfer y rhaglen hon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Ystadegau</translation>
    </message>
    <message>
        <source>The results of this session could not be written to the statistics ({0}), so they are lost.</source>
        <translation>Methwyd ysgrifennu canlyniadau&apos;r sesiwn hon i&apos;r ystadegau ({0}), felly maen nhw wedi&apos;u colli.</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>All passed: no trumps, everyone for their tricks</source>
        <translation>Pawb wedi pasio: dim trwmp, pawb am ei driciau ei hun</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>Tro {0} i alw</translation>
    </message>
    <message>
        <source>{0} to discard</source>
        <translation>Tro {0} i daflu</translation>
    </message>
    <message>
        <source>{0} to name a partner</source>
        <translation>Tro {0} i enwi partner</translation>
    </message>
    <message>
        <source>{0} to name the joker&apos;s suit</source>
        <translation>Tro {0} i enwi siwt y jocer</translation>
    </message>
    <message>
        <source>{0} to play from {1}&apos;s hand</source>
        <translation>Tro {0} i chwarae o law {1}</translation>
    </message>
    <message>
        <source>{0} to lead</source>
        <translation>Tro {0} i arwain</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Tro {0} i chwarae</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>the host sent something this app cannot read ({0})</source>
        <translation>anfonodd y gwesteiwr rywbeth na all yr ap hwn ei ddarllen ({0})</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>nid dy dro di yw hi</translation>
    </message>
    <message>
        <source>choose {0} cards of your hand</source>
        <translation>dewisa {0} cerdyn o dy law</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>chei di ddim gwneud hynny nawr</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Cyfrifiadur</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ar hap</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Hawdd</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Arferol</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Anodd</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Arbenigwr</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gêm</translation>
    </message>
    <message>
        <source>500</source>
        <translation>500</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>500: bid for tricks, with a joker and a kitty of spare cards. Spades: four players in two partnerships, spades always trumps.</source>
        <translation>500: cynnig am driciau, gyda jocer a chiti o gardiau sbâr. Spades: pedwar chwaraewr mewn dwy bartneriaeth, a rhawiau yw&apos;r trympiau bob amser.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gêm:</translation>
    </message>
    <message>
        <source>Australian</source>
        <translation>Awstralaidd</translation>
    </message>
    <message>
        <source>American</source>
        <translation>Americanaidd</translation>
    </message>
    <message>
        <source>A ready-made rule set. Choosing one resets every rule option to it; the players, teams and kitty stay as they are.</source>
        <translation>Set o reolau parod. Mae dewis un yn gosod pob opsiwn rheol yn ôl iddi; mae&apos;r chwaraewyr, y timau a&apos;r citi yn aros fel y maen nhw.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rheolau:</translation>
    </message>
    <message>
        <source>How many play. The deck grows with the number of players.</source>
        <translation>Faint sy&apos;n chwarae. Mae&apos;r pecyn yn tyfu gyda nifer y chwaraewyr.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Chwaraewyr:</translation>
    </message>
    <message>
        <source>Who plays with whom. Only the forms that fit the number of players are offered.</source>
        <translation>Pwy sy&apos;n chwarae gyda phwy. Dim ond y trefniadau sy&apos;n gweddu i nifer y chwaraewyr a gynigir.</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>&amp;Timau:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bwrdd</translation>
    </message>
    <message>
        <source>Offer &amp;suggestions (hints)</source>
        <translation>Cynnig &amp;awgrymiadau (cliwiau)</translation>
    </message>
    <message>
        <source>Whether players may ask for a suggested bid or card.</source>
        <translation>A gaiff chwaraewyr ofyn am gynnig neu gerdyn a awgrymir.</translation>
    </message>
    <message>
        <source>Time allowed for each call. When it runs out, the suggested call is made.</source>
        <translation>Yr amser a ganiateir ar gyfer pob galwad. Pan ddaw i ben, gwneir yr alwad a awgrymir.</translation>
    </message>
    <message>
        <source>&amp;Bid time:</source>
        <translation>Amser c&amp;ynnig:</translation>
    </message>
    <message>
        <source>Time allowed for each card. When it runs out, the suggested card is played.</source>
        <translation>Yr amser a ganiateir ar gyfer pob cerdyn. Pan ddaw i ben, chwaraeir y cerdyn a awgrymir.</translation>
    </message>
    <message>
        <source>Pla&amp;y time:</source>
        <translation>Amser ch&amp;warae:</translation>
    </message>
    <message>
        <source>R&amp;eset to preset</source>
        <translation>Ail&amp;osod i&apos;r rhagosodiad</translation>
    </message>
    <message>
        <source>Set every rule option back to the chosen preset.</source>
        <translation>Gosod pob opsiwn rheol yn ôl i&apos;r rhagosodiad a ddewiswyd.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>I ffwrdd</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n eiliad</numerusform>
            <numerusform>%n eiliad</numerusform>
            <numerusform>%n eiliad</numerusform>
            <numerusform>%n eiliad</numerusform>
            <numerusform>%n eiliad</numerusform>
        </translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Ocsiwn</translation>
    </message>
    <message>
        <source>Bidding:</source>
        <translation>Dull cynnig:</translation>
    </message>
    <message>
        <source>Australian: calls go round until all but one player have passed. American: one round of calls only; the first callers may make inkles, 6-level bids that cannot win.</source>
        <translation>Awstralaidd: mae&apos;r galwadau&apos;n mynd o gwmpas nes bod pawb ond un wedi pasio. Americanaidd: un rownd o alwadau yn unig; caiff y rhai cyntaf i alw wneud inkles, cynigion ar lefel 6 na allant ennill.</translation>
    </message>
    <message>
        <source>Australian (round and round)</source>
        <translation>Awstralaidd (rownd ar ôl rownd)</translation>
    </message>
    <message>
        <source>American (one round)</source>
        <translation>Americanaidd (un rownd)</translation>
    </message>
    <message>
        <source>The last bidder may raise their own bid</source>
        <translation>Caiff y cynigydd olaf godi ei gynnig ei hun</translation>
    </message>
    <message>
        <source>Australian bidding: when everyone else has passed, the highest bidder gets one more chance to make a higher call.</source>
        <translation>Cynnig Awstralaidd: pan fydd pawb arall wedi pasio, caiff y cynigydd uchaf un cyfle arall i wneud galwad uwch.</translation>
    </message>
    <message>
        <source>If everyone passes:</source>
        <translation>Os bydd pawb yn pasio:</translation>
    </message>
    <message>
        <source>What happens when nobody bids: throw the cards in and deal again, or play the hand at no trumps with every side scoring 10 for each trick.</source>
        <translation>Beth sy&apos;n digwydd pan na fydd neb yn cynnig: taflu&apos;r cardiau a rhannu eto, neu chwarae&apos;r llaw fel dim trwmp, gyda phob ochr yn sgorio 10 am bob tric.</translation>
    </message>
    <message>
        <source>Throw in and redeal</source>
        <translation>Taflu&apos;r cardiau ac ailrannu</translation>
    </message>
    <message>
        <source>Play at no trumps</source>
        <translation>Chwarae fel dim trwmp</translation>
    </message>
    <message>
        <source>Allow bids sans {kitty}</source>
        <translation>Caniatáu cynigion dim {kitty}</translation>
    </message>
    <message>
        <source>A bidder may promise to play without taking the {kitty}. Such a bid outranks the same bid with the {kitty} and scores the same.</source>
        <translation>Caiff cynigydd addo chwarae heb gymryd {kitty}. Mae cynnig o&apos;r fath yn curo&apos;r un cynnig sy&apos;n cymryd {kitty}, ac yn sgorio&apos;r un faint.</translation>
    </message>
    <message>
        <source>{Misere} may be bid:</source>
        <translation>{Misere} ar gael:</translation>
    </message>
    <message>
        <source>When a player may bid {misere}: a contract to take no trick at all, played alone.</source>
        <translation>Pryd y caiff chwaraewr gynnig {misere}: contract i beidio ag ennill yr un tric, a chwaraeir ar ei ben ei hun.</translation>
    </message>
    <message>
        <source>After a 7-level bid</source>
        <translation>Ar ôl cynnig lefel 7</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>Unrhyw bryd</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Byth</translation>
    </message>
    <message>
        <source>{Misere} is worth:</source>
        <translation>{Misere} yn werth:</translation>
    </message>
    <message>
        <source>What a {misere} contract wins when made and loses when failed. The value also decides which bids overbid it.</source>
        <translation>Beth mae contract {misere} yn ei ennill o&apos;i wneud ac yn ei golli o fethu. Mae&apos;r gwerth hefyd yn pennu pa gynigion sy&apos;n ei guro.</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n pwynt</numerusform>
            <numerusform>%n pwynt</numerusform>
            <numerusform>%n pwynt</numerusform>
            <numerusform>%n pwynt</numerusform>
            <numerusform>%n pwynt</numerusform>
        </translation>
    </message>
    <message>
        <source>8♠ overbids {misere}</source>
        <translation>8♠ yn curo {misere}</translation>
    </message>
    <message>
        <source>With {misere} worth 250: whether 8♠ (240) still overbids it. If not, 8♣ is the lowest bid above it.</source>
        <translation>Pan fo {misere} yn werth 250: a yw 8♠ (240) yn dal i&apos;w guro. Os nad yw, 8♣ yw&apos;r cynnig isaf uwch ei ben.</translation>
    </message>
    <message>
        <source>{Open_misere} may be bid:</source>
        <translation>{Open_misere} ar gael:</translation>
    </message>
    <message>
        <source>When a player may bid {open_misere}: {misere} with the contractor&apos;s hand laid face up for all to see.</source>
        <translation>Pryd y caiff chwaraewr gynnig {open_misere}: {misere} gyda llaw&apos;r cynigydd wyneb i fyny i bawb ei gweld.</translation>
    </message>
    <message>
        <source>After an 8-level bid</source>
        <translation>Ar ôl cynnig lefel 8</translation>
    </message>
    <message>
        <source>{Open_misere} is worth:</source>
        <translation>{Open_misere} yn werth:</translation>
    </message>
    <message>
        <source>What an {open_misere} contract wins or loses. At 520 it outranks even 10 no trumps; at 330 or 430 any 9- or 10-level bid overbids it.</source>
        <translation>Beth mae contract {open_misere} yn ei ennill neu&apos;n ei golli. Ar 520 mae&apos;n uwch hyd yn oed na 10 dim trwmp; ar 330 neu 430 mae unrhyw gynnig lefel 9 neu 10 yn ei guro.</translation>
    </message>
    <message>
        <source>10♥ overbids {open_misere}</source>
        <translation>10♥ yn curo {open_misere}</translation>
    </message>
    <message>
        <source>With {open_misere} (and {blind_misere}) worth 500: whether 10♥ overbids it, or only 10 no trumps.</source>
        <translation>Pan fo {open_misere} (a {blind_misere}) yn werth 500: a yw 10♥ yn ei guro, neu 10 dim trwmp yn unig.</translation>
    </message>
    <message>
        <source>{Open_misere} hand shown:</source>
        <translation>{Open_misere}, dangos y llaw:</translation>
    </message>
    <message>
        <source>When the {open_misere} contractor&apos;s hand is laid face up. This changes only what the others see, never which cards may be played.</source>
        <translation>Pryd y gosodir llaw cynigydd y {open_misere} wyneb i fyny. Mae hyn yn newid yr hyn mae&apos;r lleill yn ei weld yn unig, byth pa gardiau y gellir eu chwarae.</translation>
    </message>
    <message>
        <source>After the first trick</source>
        <translation>Ar ôl y tric cyntaf</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Cyn yr arweiniad cyntaf</translation>
    </message>
    <message>
        <source>Allow {blind_misere} (500 points)</source>
        <translation>Caniatáu {blind_misere} (500 pwynt)</translation>
    </message>
    <message>
        <source>A player may bid {misere} before looking at their cards, as their first call of the hand. It ranks as an {open_misere} worth 500.</source>
        <translation>Caiff chwaraewr gynnig {misere} cyn edrych ar ei gardiau, fel ei alwad gyntaf yn y llaw. Mae&apos;n cyfrif fel {open_misere} gwerth 500.</translation>
    </message>
    <message>
        <source>The {misere} bidder&apos;s partner:</source>
        <translation>Partner cynigydd y {misere}:</translation>
    </message>
    <message>
        <source>In partnership games: the partner sits the hand out with cards face down, or the contractor plays the partner&apos;s hand face up as well and must lose with both.</source>
        <translation>Mewn gemau partneriaeth: mae&apos;r partner yn sefyll allan o&apos;r llaw gyda&apos;i gardiau wyneb i lawr, neu mae&apos;r cynigydd yn chwarae llaw&apos;r partner wyneb i fyny hefyd ac yn gorfod colli gyda&apos;r ddwy.</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Yn sefyll allan</translation>
    </message>
    <message>
        <source>Is played by the contractor</source>
        <translation>Y cynigydd sy&apos;n ei chwarae</translation>
    </message>
    <message>
        <source>Defenders score tricks against {misere}</source>
        <translation>Amddiffynwyr yn sgorio triciau yn erbyn {misere}</translation>
    </message>
    <message>
        <source>Whether the defenders of a {misere} contract score 10 for each trick they take.</source>
        <translation>A yw amddiffynwyr contract {misere} yn sgorio 10 am bob tric maen nhw&apos;n ei ennill.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jocer</translation>
    </message>
    <message>
        <source>The contractor may give the joker a suit</source>
        <translation>Caiff y cynigydd roi siwt i&apos;r jocer</translation>
    </message>
    <message>
        <source>In a no-trump or {misere} contract, a contractor holding the joker may name its suit before the first lead; it is then the highest card of that suit.</source>
        <translation>Mewn contract {misere} neu ddim trwmp, caiff cynigydd sydd â&apos;r jocer enwi ei siwt cyn yr arweiniad cyntaf; wedyn, hwn yw cerdyn uchaf y siwt honno.</translation>
    </message>
    <message>
        <source>A joker without a suit may be played:</source>
        <translation>Caiff jocer heb siwt ei chwarae:</translation>
    </message>
    <message>
        <source>When a joker that has no suit may be played to a trick someone else led.</source>
        <translation>Pryd y caiff jocer heb siwt ei chwarae i dric a arweiniwyd gan rywun arall.</translation>
    </message>
    <message>
        <source>Only when out of the led suit</source>
        <translation>Dim ond pan na ellir dilyn y siwt</translation>
    </message>
    <message>
        <source>Leading a joker without a suit:</source>
        <translation>Arwain jocer heb siwt:</translation>
    </message>
    <message>
        <source>Which suit the holder names when leading a joker that has no suit; the others must follow it. The joker wins the trick.</source>
        <translation>Pa siwt mae&apos;r deiliad yn ei henwi wrth arwain jocer heb siwt; rhaid i&apos;r lleill ei dilyn. Mae&apos;r jocer yn ennill y tric.</translation>
    </message>
    <message>
        <source>Names a suit not yet led</source>
        <translation>Enwi siwt nas arweiniwyd eto</translation>
    </message>
    <message>
        <source>Names any suit</source>
        <translation>Enwi unrhyw siwt</translation>
    </message>
    <message>
        <source>Allowed only to the last trick</source>
        <translation>Caniateir i&apos;r tric olaf yn unig</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Sgorio</translation>
    </message>
    <message>
        <source>Only a contract can win the game</source>
        <translation>Dim ond contract all ennill y gêm</translation>
    </message>
    <message>
        <source>On: a side reaches the winning score only by making a contract it bid; points for defending stop short of it.</source>
        <translation>Ymlaen: dim ond drwy wneud contract a gynigiodd y mae ochr yn cyrraedd y sgôr fuddugol; mae pwyntiau am amddiffyn yn stopio&apos;n brin ohoni.</translation>
    </message>
    <message>
        <source>Defenders&apos; points stop at:</source>
        <translation>Pwyntiau amddiffyn yn stopio ar:</translation>
    </message>
    <message>
        <source>A side&apos;s points for tricks taken while defending never take it above this total. &apos;none&apos;: no cap.</source>
        <translation>Dydy pwyntiau ochr am driciau a enillir wrth amddiffyn byth yn mynd â hi dros y cyfanswm hwn. &apos;dim&apos;: dim terfyn.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>dim</translation>
    </message>
    <message>
        <source>Winning score:</source>
        <translation>Sgôr fuddugol:</translation>
    </message>
    <message>
        <source>The score that wins the game.</source>
        <translation>Y sgôr sy&apos;n ennill y gêm.</translation>
    </message>
    <message>
        <source>Losing score:</source>
        <translation>Sgôr sy&apos;n colli:</translation>
    </message>
    <message>
        <source>A side at or below this score loses the game (&apos;out backwards&apos;). &apos;none&apos;: no such limit.</source>
        <translation>Mae ochr sydd ar y sgôr hon neu&apos;n is yn colli&apos;r gêm (&apos;allan tuag yn ôl&apos;). &apos;dim&apos;: dim terfyn o&apos;r fath.</translation>
    </message>
    <message>
        <source>Allow blind nil (200 points)</source>
        <translation>Caniatáu nil dall (200 pwynt)</translation>
    </message>
    <message>
        <source>A player may bid nil before looking at their cards, to win or lose 200.</source>
        <translation>Caiff chwaraewr gynnig nil cyn edrych ar ei gardiau, i ennill neu golli 200.</translation>
    </message>
    <message>
        <source>Bags before a penalty:</source>
        <translation>Bagiau cyn cosb:</translation>
    </message>
    <message>
        <source>How many overtricks (bags) a team collects before it pays the bag penalty.</source>
        <translation>Faint o driciau dros ben (bagiau) mae tîm yn eu casglu cyn talu&apos;r gosb bagiau.</translation>
    </message>
    <message>
        <source>Bag penalty:</source>
        <translation>Cosb bagiau:</translation>
    </message>
    <message>
        <source>The points a team loses each time its bags reach the limit.</source>
        <translation>Y pwyntiau mae tîm yn eu colli bob tro mae ei fagiau&apos;n cyrraedd y terfyn.</translation>
    </message>
    <message>
        <source>A team at or below this score loses the game. &apos;none&apos;: no such limit.</source>
        <translation>Mae tîm sydd ar y sgôr hon neu&apos;n is yn colli&apos;r gêm. &apos;dim&apos;: dim terfyn o&apos;r fath.</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>Pawb drosto&apos;i hun</translation>
    </message>
    <message>
        <source>2 against 2</source>
        <translation>2 yn erbyn 2</translation>
    </message>
    <message>
        <source>Partners called each hand</source>
        <translation>Enwi partneriaid bob llaw</translation>
    </message>
    <message>
        <source>Three teams of 2</source>
        <translation>Tri thîm o 2</translation>
    </message>
    <message>
        <source>Two teams of 3</source>
        <translation>Dau dîm o 3</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n cerdyn</numerusform>
            <numerusform>%n cerdyn</numerusform>
            <numerusform>%n cerdyn</numerusform>
            <numerusform>%n cerdyn</numerusform>
            <numerusform>%n cerdyn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n-card deck)</source>
        <translation>
            <numerusform>(pecyn %n cerdyn)</numerusform>
            <numerusform>(pecyn %n cerdyn)</numerusform>
            <numerusform>(pecyn %n cerdyn)</numerusform>
            <numerusform>(pecyn %n cerdyn)</numerusform>
            <numerusform>(pecyn %n cerdyn)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number} needs a name.</source>
        <translation>Mae angen enw ar sedd {number}.</translation>
    </message>
    <message>
        <source>These teams do not fit this number of players.</source>
        <translation>Dydy&apos;r timau hyn ddim yn gweddu i&apos;r nifer hwn o chwaraewyr.</translation>
    </message>
    <message>
        <source>This kitty size does not fit this number of players.</source>
        <translation>Dydy maint y citi ddim yn gweddu i&apos;r nifer hwn o chwaraewyr.</translation>
    </message>
    <message>
        <source>Raising your own bid is an Australian rule.</source>
        <translation>Rheol Awstralaidd yw codi dy gynnig dy hun.</translation>
    </message>
    <message>
        <source>The defenders&apos; limit must be a positive number.</source>
        <translation>Rhaid i derfyn yr amddiffynwyr fod yn rhif positif.</translation>
    </message>
    <message>
        <source>The winning score must be a positive number.</source>
        <translation>Rhaid i&apos;r sgôr fuddugol fod yn rhif positif.</translation>
    </message>
    <message>
        <source>The losing score must be below the winning score.</source>
        <translation>Rhaid i&apos;r sgôr sy&apos;n colli fod yn is na&apos;r sgôr fuddugol.</translation>
    </message>
    <message>
        <source>The bag limit must be a positive number.</source>
        <translation>Rhaid i derfyn y bagiau fod yn rhif positif.</translation>
    </message>
    <message>
        <source>The bag penalty must be zero or a positive number.</source>
        <translation>Rhaid i&apos;r gosb bagiau fod yn sero neu&apos;n rhif positif.</translation>
    </message>
    <message>
        <source>{message} (tab “{tab}”)</source>
        <translation>{message} (tab “{tab}”)</translation>
    </message>
    <message>
        <source>{Kitty}:</source>
        <translation>{Kitty}:</translation>
    </message>
    <message>
        <source>How many cards are left over for the contractor to take as the {kitty}; this also decides the deck.</source>
        <translation>Faint o gardiau sydd dros ben i&apos;r cynigydd eu cymryd fel {kitty}; mae hyn hefyd yn pennu&apos;r pecyn.</translation>
    </message>
    <message>
        <source>Australian rules</source>
        <translation>Rheolau Awstralaidd</translation>
    </message>
    <message>
        <source>American rules</source>
        <translation>Rheolau Americanaidd</translation>
    </message>
    <message>
        <source>Standard Spades rules</source>
        <translation>Rheolau Spades safonol</translation>
    </message>
    <message>
        <source>1 option changed</source>
        <translation>1 opsiwn wedi newid</translation>
    </message>
    <message numerus="yes">
        <source>%n options changed</source>
        <translation>
            <numerusform>%n opsiwn wedi newid</numerusform>
            <numerusform>%n opsiwn wedi newid</numerusform>
            <numerusform>%n opsiwn wedi newid</numerusform>
            <numerusform>%n opsiwn wedi newid</numerusform>
            <numerusform>%n opsiwn wedi newid</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Seat</source>
        <translation>Sedd</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Chwaraewr</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Yn chwarae</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Chwaraewyr wrth y bwrdd</translation>
    </message>
    <message>
        <source>Give the seat to a computer player</source>
        <translation>Rhoi&apos;r sedd i chwaraewr cyfrifiadur</translation>
    </message>
    <message>
        <source>For good: the player is let go, and a computer player plays the seat from now on.</source>
        <translation>Am byth: mae&apos;r chwaraewr yn cael ei ollwng, ac mae chwaraewr cyfrifiadur yn chwarae&apos;r sedd o hyn ymlaen.</translation>
    </message>
    <message>
        <source>Open the seat for someone else</source>
        <translation>Agor y sedd i rywun arall</translation>
    </message>
    <message>
        <source>The player is let go; a computer player keeps the seat until someone joins and takes it.</source>
        <translation>Caiff y chwaraewr ei ollwng; bydd chwaraewr cyfrifiadur yn cadw&apos;r sedd nes i rywun ymuno a&apos;i chymryd.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Gwyliwr</translation>
    </message>
    <message>
        <source>Watching since</source>
        <translation>Yn gwylio ers</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Gwylwyr</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>yn aros am chwaraewr</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>chwaraewr cyfrifiadur</translation>
    </message>
    <message>
        <source>away: a computer player keeps the seat</source>
        <translation>i ffwrdd: mae chwaraewr cyfrifiadur yn cadw&apos;r sedd</translation>
    </message>
    <message>
        <source>at the host&apos;s screen</source>
        <translation>wrth sgrin y gwesteiwr</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>wedi cysylltu</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Does neb yn gwylio.</translation>
    </message>
    <message numerus="yes">
        <source>Watching: %n</source>
        <translation>
            <numerusform>Yn gwylio: %n</numerusform>
            <numerusform>Yn gwylio: %n</numerusform>
            <numerusform>Yn gwylio: %n</numerusform>
            <numerusform>Yn gwylio: %n</numerusform>
            <numerusform>Yn gwylio: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Dewisiadau</translation>
    </message>
    <message>
        <source>Your name at the table.</source>
        <translation>Dy enw wrth y bwrdd.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dy e&amp;nw:</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Ar unwaith (dim animeiddio)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cyflym</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Arferol</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Araf</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played on the table.</source>
        <translation>Pa mor gyflym mae cardiau&apos;n cael eu rhannu a&apos;u chwarae ar y bwrdd.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animeiddio:</translation>
    </message>
    <message>
        <source>Leave each finished &amp;trick until I click</source>
        <translation>Gadael pob &amp;tric gorffenedig nes i mi glicio</translation>
    </message>
    <message>
        <source>The four cards stay in the middle until you click the table or press a key (at your own table only: a network host does not wait).</source>
        <translation>Mae&apos;r pedwar cerdyn yn aros yn y canol nes i ti glicio ar y bwrdd neu bwyso bysell (wrth dy fwrdd dy hun yn unig: dydy gwesteiwr rhwydwaith ddim yn aros).</translation>
    </message>
    <message>
        <source>Tricks:</source>
        <translation>Triciau:</translation>
    </message>
    <message>
        <source>Play my &amp;last card by itself</source>
        <translation>Chwarae fy ngherdyn &amp;olaf ohono&apos;i hun</translation>
    </message>
    <message>
        <source>When one card is left in your hand, it is played for you as soon as it is your turn.</source>
        <translation>Pan fydd un cerdyn ar ôl yn dy law, caiff ei chwarae i ti cyn gynted ag y daw dy dro.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (♣ green, ♦ blue)</source>
        <translation>Siwtiau &amp;pedwar lliw (♣ gwyrdd, ♦ glas)</translation>
    </message>
    <message>
        <source>Give each suit its own colour, so clubs and spades, and diamonds and hearts, are told apart at a glance.</source>
        <translation>Rhoi ei lliw ei hun i bob siwt, fel bod modd gwahaniaethu ar unwaith rhwng meillion a rhawiau, a rhwng diemwntau a chalonnau.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cardiau:</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards in your hand and in the trick</source>
        <translation>Cardiau &amp;mawr yn dy law ac yn y tric</translation>
    </message>
    <message>
        <source>Draw your own cards and the cards played to the trick bigger, for easier reading.</source>
        <translation>Dangos dy gardiau dy hun a&apos;r cardiau a chwaraeir i&apos;r tric yn fwy, fel eu bod yn haws eu darllen.</translation>
    </message>
    <message>
        <source>&amp;High contrast on the table</source>
        <translation>Cyferbyniad &amp;uchel ar y bwrdd</translation>
    </message>
    <message>
        <source>Strong outlines around the cards, a thicker focus ring, and white on black for the names and scores.</source>
        <translation>Amlinellau cryf o amgylch y cardiau, cylch ffocws mwy trwchus, a gwyn ar ddu ar gyfer yr enwau a&apos;r sgorau.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Glas</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Coch</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Gwyrdd</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Porffor</translation>
    </message>
    <message>
        <source>The design on the back of the cards.</source>
        <translation>Y patrwm ar gefn y cardiau.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Cefn y cardiau:</translation>
    </message>
    <message>
        <source>System ({0})</source>
        <translation>System ({0})</translation>
    </message>
    <message>
        <source>The language of the app; &apos;System&apos; follows the computer&apos;s.</source>
        <translation>Iaith yr ap; mae &apos;System&apos; yn dilyn iaith y cyfrifiadur.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Iaith:</translation>
    </message>
    <message>
        <source>&amp;Default table…</source>
        <translation>&amp;Bwrdd rhagosodedig…</translation>
    </message>
    <message>
        <source>The rules, seats and time limits a new game starts with.</source>
        <translation>Y rheolau, y seddi a&apos;r terfynau amser y mae gêm newydd yn dechrau gyda nhw.</translation>
    </message>
    <message>
        <source>New games:</source>
        <translation>Gemau newydd:</translation>
    </message>
    <message>
        <source>Default table</source>
        <translation>Bwrdd rhagosodedig</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>500, Australian</source>
        <translation>500, Awstralaidd</translation>
    </message>
    <message>
        <source>500, American</source>
        <translation>500, Americanaidd</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n chwaraewr</numerusform>
            <numerusform>%n chwaraewr</numerusform>
            <numerusform>%n chwaraewr</numerusform>
            <numerusform>%n chwaraewr</numerusform>
            <numerusform>%n chwaraewr</numerusform>
        </translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>Rho dy enw, os gweli di&apos;n dda.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Your turn: nobody else should see the screen</source>
        <translation>Dy dro di: ddylai neb arall weld y sgrin</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Dangos fy nghardiau</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>Rho&apos;r sgrin i {0}</translation>
    </message>
    <message>
        <source>I am {0}: show my cards</source>
        <translation>{0} ydw i: dangos fy nghardiau</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>{call} is a Spades bid, not a call in 500</source>
        <translation>cynnig Spades yw {call}, nid galwad yn 500</translation>
    </message>
    <message>
        <source>{call} is never sans {kitty}</source>
        <translation>ni all {call} fod yn gynnig dim {kitty}</translation>
    </message>
    <message>
        <source>sans-{kitty} bids are not played at this table</source>
        <translation>nid yw cynigion dim {kitty} yn cael eu chwarae wrth y bwrdd hwn</translation>
    </message>
    <message>
        <source>{call} is not played at this table</source>
        <translation>nid yw {call} yn cael ei chwarae wrth y bwrdd hwn</translation>
    </message>
    <message>
        <source>{call} may be bid only as your first call, before you look at your cards</source>
        <translation>dim ond fel dy alwad gyntaf, cyn edrych ar dy gardiau, y gelli di gynnig {call}</translation>
    </message>
    <message>
        <source>{call} may be bid only after someone has bid 7 or more</source>
        <translation>dim ond ar ôl i rywun gynnig 7 neu fwy y gellir cynnig {call}</translation>
    </message>
    <message>
        <source>{call} may be bid only after someone has bid 8 or more</source>
        <translation>dim ond ar ôl i rywun gynnig 8 neu fwy y gellir cynnig {call}</translation>
    </message>
    <message>
        <source>only the first {callers} callers may bid at the 6 level; you must bid 7 or more, or pass</source>
        <translation>dim ond y {callers} chwaraewr cyntaf i alw a gaiff gynnig ar lefel 6; rhaid i ti gynnig 7 neu fwy, neu basio</translation>
    </message>
    <message>
        <source>your call must be higher than {bid}</source>
        <translation>rhaid i dy alwad fod yn uwch na {bid}</translation>
    </message>
    <message>
        <source>that call is not allowed now</source>
        <translation>chei di ddim gwneud yr alwad honno nawr</translation>
    </message>
    <message>
        <source>in Spades everyone bids: a number of tricks from 1 to 13, or nil</source>
        <translation>yn Spades mae pawb yn cynnig: nifer o driciau o 1 i 13, neu nil</translation>
    </message>
    <message>
        <source>{bid} is not a Spades bid: bid 1 to 13 tricks, or nil</source>
        <translation>nid yw {bid} yn gynnig Spades: cynigia rhwng 1 a 13 tric, neu nil</translation>
    </message>
    <message>
        <source>the hand in progress is not finished</source>
        <translation>nid yw&apos;r llaw bresennol wedi gorffen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>mae&apos;r gêm drosodd</translation>
    </message>
    <message>
        <source>the deal must have {hands} hands</source>
        <translation>rhaid i&apos;r rhannu gynnwys {hands} llaw</translation>
    </message>
    <message>
        <source>seat {seat} must be dealt {size} cards, not {count}</source>
        <translation>rhaid rhannu {size} cerdyn i sedd {seat}, nid {count}</translation>
    </message>
    <message>
        <source>the kitty must hold {size} cards, not {count}</source>
        <translation>rhaid i&apos;r citi gynnwys {size} cerdyn, nid {count}</translation>
    </message>
    <message>
        <source>the dead hand must hold {size} cards, not {count}</source>
        <translation>rhaid i&apos;r llaw farw gynnwys {size} cerdyn, nid {count}</translation>
    </message>
    <message>
        <source>{card} is dealt twice</source>
        <translation>mae {card} wedi&apos;i rannu ddwywaith</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s deck</source>
        <translation>nid yw {card} ym mhecyn y gêm hon</translation>
    </message>
    <message>
        <source>cards missing from the deal: {cards}</source>
        <translation>cardiau sydd ar goll o&apos;r rhannu: {cards}</translation>
    </message>
    <message>
        <source>the next hand must be dealt first</source>
        <translation>rhaid rhannu&apos;r llaw nesaf yn gyntaf</translation>
    </message>
    <message>
        <source>it is time to bid</source>
        <translation>mae&apos;n amser cynnig</translation>
    </message>
    <message>
        <source>it is time to discard</source>
        <translation>mae&apos;n amser taflu cardiau</translation>
    </message>
    <message>
        <source>the contractor must name partners</source>
        <translation>rhaid i&apos;r cynigydd enwi partneriaid</translation>
    </message>
    <message>
        <source>the contractor must nominate the joker&apos;s suit</source>
        <translation>rhaid i&apos;r cynigydd enwi siwt y jocer</translation>
    </message>
    <message>
        <source>it is time to play a card</source>
        <translation>mae&apos;n amser chwarae cerdyn</translation>
    </message>
    <message>
        <source>you cannot bid now</source>
        <translation>elli di ddim cynnig nawr</translation>
    </message>
    <message>
        <source>you cannot discard now</source>
        <translation>elli di ddim taflu cardiau nawr</translation>
    </message>
    <message>
        <source>you cannot name partners now</source>
        <translation>elli di ddim enwi partneriaid nawr</translation>
    </message>
    <message>
        <source>you cannot nominate a joker now</source>
        <translation>elli di ddim enwi siwt i jocer nawr</translation>
    </message>
    <message>
        <source>you cannot play a card now</source>
        <translation>elli di ddim chwarae cerdyn nawr</translation>
    </message>
    <message>
        <source>you cannot do that now</source>
        <translation>elli di ddim gwneud hynny nawr</translation>
    </message>
    <message>
        <source>{waiting}: {refusal}</source>
        <translation>{waiting}: {refusal}</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>chei di ddim gwneud hynny nawr</translation>
    </message>
    <message>
        <source>you must discard exactly {size} cards, not {count}</source>
        <translation>rhaid i ti daflu union {size} cerdyn, nid {count}</translation>
    </message>
    <message>
        <source>you cannot discard the same card twice</source>
        <translation>elli di ddim taflu&apos;r un cerdyn ddwywaith</translation>
    </message>
    <message>
        <source>you do not hold {card}</source>
        <translation>does gen ti ddim {card}</translation>
    </message>
    <message>
        <source>name one partner</source>
        <translation>enwa un partner</translation>
    </message>
    <message>
        <source>name two partners: a bid of 8 or more takes two</source>
        <translation>enwa ddau bartner: mae cynnig o 8 neu fwy yn cael dau</translation>
    </message>
    <message>
        <source>you cannot name yourself as a partner</source>
        <translation>elli di ddim enwi dy hun yn bartner</translation>
    </message>
    <message>
        <source>there is no seat {seat}</source>
        <translation>does dim sedd {seat}</translation>
    </message>
    <message>
        <source>nominate spades, clubs, diamonds or hearts, or decline</source>
        <translation>enwa rawiau, feillion, ddiemwntau neu galonnau, neu wrthod</translation>
    </message>
    <message>
        <source>only a joker that leads a trick names a suit</source>
        <translation>dim ond jocer sy&apos;n arwain tric sy&apos;n enwi siwt</translation>
    </message>
    <message>
        <source>the joker may be played only when you cannot follow {suit}</source>
        <translation>dim ond pan na elli di ddilyn {suit} y cei di chwarae&apos;r jocer</translation>
    </message>
    <message>
        <source>you cannot follow {suit}, so you must play the joker in {misere}</source>
        <translation>elli di ddim dilyn {suit}, felly rhaid i ti chwarae&apos;r jocer mewn contract {misere}</translation>
    </message>
    <message>
        <source>you must follow {suit}</source>
        <translation>rhaid i ti ddilyn {suit}</translation>
    </message>
    <message>
        <source>spades have not been broken yet: lead another suit</source>
        <translation>dydy&apos;r rhawiau ddim wedi&apos;u torri eto: arweinia siwt arall</translation>
    </message>
    <message>
        <source>you may not lead a spade to the first trick</source>
        <translation>chei di ddim arwain rhaw i&apos;r tric cyntaf</translation>
    </message>
    <message>
        <source>name the suit the joker leads</source>
        <translation>enwa&apos;r siwt mae&apos;r jocer yn ei harwain</translation>
    </message>
    <message>
        <source>the joker may be led only to the last trick</source>
        <translation>dim ond i&apos;r tric olaf y caiff y jocer ei arwain</translation>
    </message>
    <message>
        <source>the joker must name a suit not yet led: {suits}</source>
        <translation>rhaid i&apos;r jocer enwi siwt nas arweiniwyd eto: {suits}</translation>
    </message>
    <message>
        <source>only a joker with no suit names a suit when it leads</source>
        <translation>dim ond jocer heb siwt sy&apos;n enwi siwt wrth arwain</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <translation>ni ellir chwarae&apos;r cerdyn hwnnw nawr</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <source>Save the game record</source>
        <translation>Cadw cofnod y gêm</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Cofnodion gêm (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Cadw</translation>
    </message>
    <message>
        <source>The record could not be saved as {0}: {1}.</source>
        <translation>Methwyd cadw&apos;r cofnod fel {0}: {1}.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Agor cofnod gêm</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Cofnodion gêm (*.json);;Pob ffeil (*)</translation>
    </message>
    <message>
        <source> (hand {0}{1})</source>
        <translation> (llaw {0}{1})</translation>
    </message>
    <message>
        <source>, action {0}</source>
        <translation>, cam {0}</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Agor cofnod</translation>
    </message>
    <message>
        <source>{0} cannot be opened{1}: {2}</source>
        <translation>Ni ellir agor {0}{1}: {2}</translation>
    </message>
    <message>
        <source>Record: use ← → (Ctrl) to step, R to play on</source>
        <translation>Cofnod: ← → (Ctrl) i symud, R i barhau i chwarae</translation>
    </message>
    <message>
        <source>No finished hand to review yet.</source>
        <translation>Does dim llaw orffenedig i&apos;w hadolygu eto.</translation>
    </message>
    <message>
        <source>Hand {0} was thrown in: no card was played.</source>
        <translation>Cafodd llaw {0} ei thaflu i mewn: ni chwaraewyd unrhyw gerdyn.</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Llaw {0}</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Parhau i chwarae o&apos;r fan hon</translation>
    </message>
    <message>
        <source>A game in progress is saved, and playing on from here replaces it. Play on?</source>
        <translation>Mae gêm ar y gweill wedi&apos;i chadw, a bydd parhau i chwarae o&apos;r fan hon yn ei disodli. Parhau i chwarae?</translation>
    </message>
    <message>
        <source>Record: move {0} of {1}</source>
        <translation>Cofnod: symudiad {0} o {1}</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>you left the table</source>
        <translation>rwyt ti wedi gadael y bwrdd</translation>
    </message>
    <message>
        <source>the host sent something this app cannot read ({0})</source>
        <translation>anfonodd y gwesteiwr rywbeth na all yr ap hwn ei ddarllen ({0})</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>caeodd y gwesteiwr y cysylltiad</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{n} cards: 4 to ace in hearts and diamonds, 5 to ace in spades and clubs, and the joker.</source>
        <translation>{n} cerdyn: o&apos;r 4 i&apos;r ace mewn calonnau a diemwntau, o&apos;r 5 i&apos;r ace mewn rhawiau a meillion, a&apos;r jocer.</translation>
    </message>
    <message>
        <source>{n} cards: 4 to ace in all four suits, and the joker.</source>
        <translation>{n} cerdyn: o&apos;r 4 i&apos;r ace ym mhob un o&apos;r pedair siwt, a&apos;r jocer.</translation>
    </message>
    <message>
        <source>{n} cards: 4 to ace in all four suits, and two jokers, a red one and a black one.</source>
        <translation>{n} cerdyn: o&apos;r 4 i&apos;r ace ym mhob un o&apos;r pedair siwt, a dau jocer, un coch ac un du.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11 and a 12 in every suit and a 13 in hearts and in diamonds, and the joker.</source>
        <translation>{n} cerdyn: o&apos;r 2 i&apos;r ace ym mhob un o&apos;r pedair siwt, ynghyd ag 11 a 12 ym mhob siwt a 13 mewn calonnau ac mewn diemwntau, a&apos;r jocer.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, and the joker.</source>
        <translation>{n} cerdyn: o&apos;r 2 i&apos;r ace ym mhob un o&apos;r pedair siwt, ynghyd ag 11, 12 a 13 ym mhob siwt, a&apos;r jocer.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, and two jokers, a red one and a black one.</source>
        <translation>{n} cerdyn: o&apos;r 2 i&apos;r ace ym mhob un o&apos;r pedair siwt, ynghyd ag 11, 12 a 13 ym mhob siwt, a dau jocer, un coch ac un du.</translation>
    </message>
    <message>
        <source>{n} cards: a full pack of 52 and the joker.</source>
        <translation>{n} cerdyn: pecyn llawn o 52 a&apos;r jocer.</translation>
    </message>
    <message>
        <source>{n} cards: 7 to ace in all four suits, and the joker.</source>
        <translation>{n} cerdyn: o&apos;r 7 i&apos;r ace ym mhob un o&apos;r pedair siwt, a&apos;r jocer.</translation>
    </message>
    <message>
        <source>Four players play in two partnerships, partners sitting opposite each other.</source>
        <translation>Mae pedwar chwaraewr yn chwarae mewn dwy bartneriaeth, gyda phartneriaid yn eistedd gyferbyn â&apos;i gilydd.</translation>
    </message>
    <message>
        <source>Six players play in three partnerships of two. Partners sit opposite each other, with two opponents between them on either hand.</source>
        <translation>Mae chwe chwaraewr yn chwarae mewn tair partneriaeth o ddau. Mae partneriaid yn eistedd gyferbyn â&apos;i gilydd, gyda dau wrthwynebydd rhyngddynt ar y naill ochr a&apos;r llall.</translation>
    </message>
    <message>
        <source>Six players play in two teams of three. Team-mates sit in every other seat, so everyone has an opponent on either side.</source>
        <translation>Mae chwe chwaraewr yn chwarae mewn dau dîm o dri. Mae aelodau&apos;r un tîm yn eistedd mewn seddi bob yn ail, felly mae gan bawb wrthwynebydd ar y naill ochr a&apos;r llall.</translation>
    </message>
    <message>
        <source>Five players each keep their own score. There are no fixed partnerships: in each hand the contractor chooses partners for that hand only (see &lt;i&gt;The partner call&lt;/i&gt;).</source>
        <translation>Mae pum chwaraewr yn cadw eu sgôr eu hunain. Nid oes partneriaethau sefydlog: ym mhob llaw mae&apos;r cynigydd yn dewis partneriaid ar gyfer y llaw honno yn unig (gweler &lt;i&gt;Galw partneriaid&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Two players play against each other, each with their own score.</source>
        <translation>Mae dau chwaraewr yn chwarae yn erbyn ei gilydd, pob un â&apos;i sgôr ei hun.</translation>
    </message>
    <message>
        <source>Three players each play for themselves, each with their own score.</source>
        <translation>Mae tri chwaraewr yn chwarae drostynt eu hunain, pob un â&apos;i sgôr ei hun.</translation>
    </message>
    <message>
        <source>Players score as teams of three: below, a &lt;i&gt;side&lt;/i&gt; means a team.</source>
        <translation>Mae&apos;r chwaraewyr yn sgorio fel timau o dri: isod, mae &lt;i&gt;ochr&lt;/i&gt; yn golygu tîm.</translation>
    </message>
    <message>
        <source>Players score as partnerships of two: below, a &lt;i&gt;side&lt;/i&gt; means a partnership.</source>
        <translation>Mae&apos;r chwaraewyr yn sgorio fel partneriaethau o ddau: isod, mae &lt;i&gt;ochr&lt;/i&gt; yn golygu partneriaeth.</translation>
    </message>
    <message>
        <source>Everyone keeps their own score, but in each hand the contractor calls partners to help: below, a &lt;i&gt;side&lt;/i&gt; means one player, or the contractor and their partners for that hand.</source>
        <translation>Mae pawb yn cadw ei sgôr ei hun, ond ym mhob llaw mae&apos;r cynigydd yn galw partneriaid i&apos;w helpu: isod, mae &lt;i&gt;ochr&lt;/i&gt; yn golygu un chwaraewr, neu&apos;r cynigydd a&apos;i bartneriaid ar gyfer y llaw honno.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves: below, a &lt;i&gt;side&lt;/i&gt; means one player.</source>
        <translation>Mae pawb yn chwarae drosto&apos;i hun: isod, mae &lt;i&gt;ochr&lt;/i&gt; yn golygu un chwaraewr.</translation>
    </message>
    <message>
        <source>Partners share one score.</source>
        <translation>Mae partneriaid yn rhannu un sgôr.</translation>
    </message>
    <message>
        <source>Team-mates share one score.</source>
        <translation>Mae aelodau&apos;r un tîm yn rhannu un sgôr.</translation>
    </message>
    <message>
        <source>American 500</source>
        <translation>500 Americanaidd</translation>
    </message>
    <message>
        <source>Australian 500</source>
        <translation>500 Awstralaidd</translation>
    </message>
    <message>
        <source>two partnerships</source>
        <translation>dwy bartneriaeth</translation>
    </message>
    <message>
        <source>three partnerships of two</source>
        <translation>tair partneriaeth o ddau</translation>
    </message>
    <message>
        <source>two teams of three</source>
        <translation>dau dîm o dri</translation>
    </message>
    <message>
        <source>partners called each hand</source>
        <translation>partneriaid yn cael eu galw bob llaw</translation>
    </message>
    <message>
        <source>each for themselves</source>
        <translation>pawb drosto&apos;i hun</translation>
    </message>
    <message>
        <source>{players} players, {form}, a {size}-card deck and a {kitty} of {k}.</source>
        <translation>{players} chwaraewr, {form}, pecyn o {size} cerdyn, {k} cerdyn yn y {kitty}.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Y nod</translation>
    </message>
    <message>
        <source>Each hand begins with an auction. Whoever bids highest becomes the &lt;b&gt;contractor&lt;/b&gt;: they name trumps (or no trumps) and undertake that their side will win at least the number of tricks they bid, out of ten.</source>
        <translation>Mae pob llaw yn dechrau ag ocsiwn. Pwy bynnag sy&apos;n cynnig uchaf sy&apos;n dod yn &lt;b&gt;gynigydd&lt;/b&gt;: mae&apos;n enwi&apos;r siwt drwmp (neu ddim trwmp) ac yn addo y bydd ei ochr yn ennill o leiaf gynifer o driciau ag a gynigiodd, allan o ddeg.</translation>
    </message>
    <message>
        <source>A player may instead bid {misere}: a promise to win no tricks at all.</source>
        <translation>Fel arall, caiff chwaraewr gynnig {misere}: addewid i beidio ag ennill unrhyw dric o gwbl.</translation>
    </message>
    <message>
        <source>A contract that is made scores its value; a contract that fails loses it. The other sides score for the tricks they take.</source>
        <translation>Mae contract a wneir yn sgorio ei werth; mae contract sy&apos;n methu yn ei golli. Mae&apos;r ochrau eraill yn sgorio am y triciau maen nhw&apos;n eu cymryd.</translation>
    </message>
    <message>
        <source>The first side to reach {win} points wins the game (see &lt;i&gt;Winning and losing&lt;/i&gt;).</source>
        <translation>Yr ochr gyntaf i gyrraedd {win} pwynt sy&apos;n ennill y gêm (gweler &lt;i&gt;Ennill a cholli&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Players, teams and the deck</source>
        <translation>Chwaraewyr, timau a&apos;r pecyn</translation>
    </message>
    <message>
        <source>The deck has {deck}</source>
        <translation>Mae&apos;r pecyn yn cynnwys {deck}</translation>
    </message>
    <message>
        <source>Wherever the two jokers meet, the black joker ranks above the red one.</source>
        <translation>Lle bynnag y bydd y ddau jocer yn cyfarfod, mae&apos;r jocer du yn uwch na&apos;r un coch.</translation>
    </message>
    <message>
        <source>The 11s, 12s and 13s rank between the 10 and the jack, in number order.</source>
        <translation>Mae&apos;r cardiau 11, 12 a 13 yn dod rhwng y 10 a&apos;r jac, yn nhrefn eu rhifau.</translation>
    </message>
    <message>
        <source>Everyone receives 10 cards, and {k} cards go face down to the {kitty}, for the contractor to pick up.</source>
        <translation>Mae pawb yn cael 10 cerdyn, ac mae {k} cerdyn yn mynd wyneb i lawr i&apos;r {kitty}, i&apos;r cynigydd eu codi.</translation>
    </message>
    <message>
        <source>A third hand of 10 cards, the &lt;b&gt;dead hand&lt;/b&gt;, is dealt face down and never used: nobody sees it, so neither player knows which cards are out of play.</source>
        <translation>Caiff trydedd law o 10 cerdyn, y &lt;b&gt;llaw farw&lt;/b&gt;, ei rhannu wyneb i lawr, ac ni chaiff byth ei defnyddio: nid oes neb yn ei gweld, felly nid yw&apos;r naill chwaraewr na&apos;r llall yn gwybod pa gardiau sydd allan o&apos;r chwarae.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Y rhannu</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random. After every hand, including a hand that is thrown in, the deal passes to the next player on the left. Dealing, bidding and play all go clockwise.</source>
        <translation>Dewisir y rhannwr cyntaf ar hap. Ar ôl pob llaw, gan gynnwys llaw a gafodd ei thaflu i mewn, mae&apos;r rhannu&apos;n symud i&apos;r chwaraewr nesaf ar y chwith. Mae&apos;r rhannu, y cynnig a&apos;r chwarae i gyd yn mynd clocwedd.</translation>
    </message>
    <message>
        <source>The cards go out in packets: three to each player, then one to the {kitty}; four to each, then one to the {kitty}; three to each, then one to the {kitty}.</source>
        <translation>Caiff y cardiau eu rhannu fesul swp: tri i bob chwaraewr, yna un i&apos;r {kitty}; pedwar i bob un, yna un i&apos;r {kitty}; tri i bob un, yna un i&apos;r {kitty}.</translation>
    </message>
    <message>
        <source>The dead hand gets its cards as if it were a third player.</source>
        <translation>Mae&apos;r llaw farw yn cael ei chardiau fel petai&apos;n drydydd chwaraewr.</translation>
    </message>
    <message>
        <source>The remaining {n} {kitty} cards are dealt last.</source>
        <translation>Caiff y {n} cerdyn sy&apos;n weddill i&apos;r {kitty} eu rhannu olaf.</translation>
    </message>
    <message>
        <source>Card order</source>
        <translation>Trefn y cardiau</translation>
    </message>
    <message>
        <source>black joker</source>
        <translation>jocer du</translation>
    </message>
    <message>
        <source>red joker</source>
        <translation>jocer coch</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jocer</translation>
    </message>
    <message>
        <source>right bower</source>
        <translation>bower de</translation>
    </message>
    <message>
        <source>left bower</source>
        <translation>bower chwith</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the trump suit&lt;/b&gt;, from highest to lowest:</source>
        <translation>&lt;b&gt;Yn y siwt drwmp&lt;/b&gt;, o&apos;r uchaf i&apos;r isaf:</translation>
    </message>
    <message>
        <source>The &lt;b&gt;right bower&lt;/b&gt; is the jack of trumps. The &lt;b&gt;left bower&lt;/b&gt; is the other jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower and the joker belong to the trump suit in every way: for following suit, for leading and for winning. The left bower no longer counts as a card of its printed suit.</source>
        <translation>Y &lt;b&gt;bower de&lt;/b&gt; yw jac y trympiau. Y &lt;b&gt;bower chwith&lt;/b&gt; yw&apos;r jac arall o&apos;r un lliw: pan fo calonnau&apos;n drwmp, jac y diemwntau. Mae&apos;r bower chwith a&apos;r jocer yn perthyn i&apos;r siwt drwmp ym mhob ffordd: wrth ddilyn y siwt, wrth arwain ac wrth ennill. Nid yw&apos;r bower chwith bellach yn cyfrif fel cerdyn o&apos;r siwt sydd wedi&apos;i hargraffu arno.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;right bower&lt;/b&gt; is the jack of trumps. The &lt;b&gt;left bower&lt;/b&gt; is the other jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower and both jokers belong to the trump suit in every way: for following suit, for leading and for winning. The left bower no longer counts as a card of its printed suit.</source>
        <translation>Y &lt;b&gt;bower de&lt;/b&gt; yw jac y trympiau. Y &lt;b&gt;bower chwith&lt;/b&gt; yw&apos;r jac arall o&apos;r un lliw: pan fo calonnau&apos;n drwmp, jac y diemwntau. Mae&apos;r bower chwith a&apos;r ddau jocer yn perthyn i&apos;r siwt drwmp ym mhob ffordd: wrth ddilyn y siwt, wrth arwain ac wrth ennill. Nid yw&apos;r bower chwith bellach yn cyfrif fel cerdyn o&apos;r siwt sydd wedi&apos;i hargraffu arno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the other suits&lt;/b&gt;, from highest to lowest:</source>
        <translation>&lt;b&gt;Yn y siwtiau eraill&lt;/b&gt;, o&apos;r uchaf i&apos;r isaf:</translation>
    </message>
    <message>
        <source>&lt;b&gt;At no trumps&lt;/b&gt; there is no trump suit and every jack stays in its own suit in its usual place. The joker then has rules of its own (see &lt;i&gt;The joker&lt;/i&gt;).</source>
        <translation>&lt;b&gt;Wrth chwarae dim trwmp&lt;/b&gt;, nid oes siwt drwmp, ac mae pob jac yn aros yn ei siwt ei hun yn ei le arferol. Mae gan y jocer wedyn ei reolau ei hun (gweler &lt;i&gt;Y jocer&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>&lt;b&gt;For bidding&lt;/b&gt;, the suits rank from low to high: spades, clubs, diamonds, hearts, and no trumps above them all.</source>
        <translation>&lt;b&gt;Wrth gynnig&lt;/b&gt;, mae&apos;r siwtiau&apos;n mynd o&apos;r isaf i&apos;r uchaf: rhawiau, meillion, diemwntau, calonnau, a dim trwmp uwchlaw pob un ohonynt.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Yr ocsiwn</translation>
    </message>
    <message>
        <source>A bid names a number of tricks from 6 to 10 and a trump suit, or no trumps. Every bid must be higher than the bid before it. Bids rank by their value in the table under &lt;i&gt;Scoring&lt;/i&gt;: 7 spades (140) beats 6 no trumps (120), and 8 spades (240) beats 7 no trumps (220).</source>
        <translation>Mae cynnig yn enwi nifer o driciau rhwng 6 a 10 a siwt drwmp, neu ddim trwmp. Rhaid i bob cynnig fod yn uwch na&apos;r cynnig o&apos;i flaen. Mae trefn y cynigion yn dilyn eu gwerth yn y tabl dan &lt;i&gt;Sgorio&lt;/i&gt;: mae 7 rhawiau (140) yn curo 6 dim trwmp (120), ac mae 8 rhawiau (240) yn curo 7 dim trwmp (220).</translation>
    </message>
    <message>
        <source>The {misere} bids fit into the same order (see &lt;i&gt;{Misere}&lt;/i&gt;).</source>
        <translation>Mae&apos;r cynigion {misere} yn ffitio i&apos;r un drefn (gweler &lt;i&gt;{Misere}&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left and goes round the table as many times as needed. On your turn you either bid higher or pass. A player who passes is out of the auction for the rest of the hand. When all but one player have passed, the last bid wins and its bidder becomes the contractor.</source>
        <translation>Mae&apos;r cynnig yn dechrau gyda&apos;r chwaraewr ar chwith y rhannwr ac yn mynd o amgylch y bwrdd gynifer o weithiau ag sydd angen. Ar dy dro, rwyt ti naill ai&apos;n cynnig yn uwch neu&apos;n pasio. Mae chwaraewr sy&apos;n pasio allan o&apos;r ocsiwn am weddill y llaw. Pan fydd pawb ond un wedi pasio, y cynnig olaf sy&apos;n ennill, a&apos;r chwaraewr a&apos;i gwnaeth sy&apos;n dod yn gynigydd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raising your own bid:&lt;/b&gt; before the auction closes, the winning bidder is asked once more and may raise to any higher call, or pass to keep the bid. This happens even when their bid was the last call made, but not when no higher call exists.</source>
        <translation>&lt;b&gt;Codi dy gynnig dy hun:&lt;/b&gt; cyn i&apos;r ocsiwn gau, gofynnir unwaith eto i&apos;r sawl sy&apos;n ennill y cynnig, a chaiff godi i unrhyw alwad uwch, neu basio i gadw&apos;r cynnig. Mae hyn yn digwydd hyd yn oed os ei gynnig ef oedd yr alwad olaf, ond nid pan nad oes galwad uwch ar gael.</translation>
    </message>
    <message>
        <source>{Blind} cannot be bid at this point.</source>
        <translation>{Blind}: ni ellir ei gynnig ar yr adeg hon.</translation>
    </message>
    <message>
        <source>The first caller</source>
        <translation>Y chwaraewr cyntaf i alw</translation>
    </message>
    <message>
        <source>The first two callers</source>
        <translation>Y ddau chwaraewr cyntaf i alw</translation>
    </message>
    <message>
        <source>The first three callers</source>
        <translation>Y tri chwaraewr cyntaf i alw</translation>
    </message>
    <message>
        <source>The first {n} callers</source>
        <translation>Y {n} chwaraewr cyntaf i alw</translation>
    </message>
    <message>
        <source>There is exactly one round of calls, starting with the player on the dealer&apos;s left: everyone calls once, either a bid higher than the one before or a pass.</source>
        <translation>Dim ond un rownd o alwadau sydd, gan ddechrau gyda&apos;r chwaraewr ar chwith y rhannwr: mae pawb yn galw unwaith, naill ai cynnig sy&apos;n uwch na&apos;r un blaenorol, neu bas.</translation>
    </message>
    <message>
        <source>{first} may bid at the 6 level. Such a bid is an &lt;b&gt;inkle&lt;/b&gt;: it must be higher than the call before it like any bid, but it can never win the auction. It only tells your partner something about your hand.</source>
        <translation>{first} sy&apos;n cael cynnig ar lefel 6. &lt;b&gt;Inkle&lt;/b&gt; yw cynnig o&apos;r fath: rhaid iddo fod yn uwch na&apos;r alwad o&apos;i blaen fel unrhyw gynnig, ond ni all byth ennill yr ocsiwn. Y cyfan mae&apos;n ei wneud yw dweud rhywbeth wrth dy bartner am dy law.</translation>
    </message>
    <message>
        <source>{first} may bid at the 6 level. Such a bid is an &lt;b&gt;inkle&lt;/b&gt;: it must be higher than the call before it like any bid, but it can never win the auction.</source>
        <translation>{first} sy&apos;n cael cynnig ar lefel 6. &lt;b&gt;Inkle&lt;/b&gt; yw cynnig o&apos;r fath: rhaid iddo fod yn uwch na&apos;r alwad o&apos;i blaen fel unrhyw gynnig, ond ni all byth ennill yr ocsiwn.</translation>
    </message>
    <message>
        <source>Everyone after them must bid 7 or more, or pass.</source>
        <translation>Rhaid i bawb ar eu holau gynnig 7 neu fwy, neu basio.</translation>
    </message>
    <message>
        <source>Everyone after them must bid 7 or more, or pass; they may still bid {misere} where it is allowed.</source>
        <translation>Rhaid i bawb ar eu holau gynnig 7 neu fwy, neu basio; cânt gynnig {misere} o hyd lle caniateir hynny.</translation>
    </message>
    <message>
        <source>A 6 bid from those first callers is an inkle even when it is sans {kitty}.</source>
        <translation>Mae cynnig 6 gan y galwyr cyntaf hynny yn inkle hyd yn oed os yw heb y {kitty}.</translation>
    </message>
    <message>
        <source>The highest bid that is not an inkle wins, and its bidder becomes the contractor.</source>
        <translation>Y cynnig uchaf nad yw&apos;n inkle sy&apos;n ennill, a&apos;r chwaraewr a&apos;i gwnaeth sy&apos;n dod yn gynigydd.</translation>
    </message>
    <message>
        <source>If nobody makes a bid that can win, the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Os nad oes neb yn gwneud cynnig a all ennill, caiff y cardiau eu taflu i mewn, nid oes neb yn sgorio, ac mae&apos;r rhannwr nesaf yn rhannu.</translation>
    </message>
    <message>
        <source>If everyone passes, the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Os yw pawb yn pasio, caiff y cardiau eu taflu i mewn, nid oes neb yn sgorio, ac mae&apos;r rhannwr nesaf yn rhannu.</translation>
    </message>
    <message>
        <source>If nobody makes a bid that can win, the hand is played anyway at no trumps with no contractor:</source>
        <translation>Os nad oes neb yn gwneud cynnig a all ennill, caiff y llaw ei chwarae beth bynnag, fel llaw dim trwmp heb gynigydd:</translation>
    </message>
    <message>
        <source>If everyone passes, the hand is played anyway at no trumps with no contractor:</source>
        <translation>Os yw pawb yn pasio, caiff y llaw ei chwarae beth bynnag, fel llaw dim trwmp heb gynigydd:</translation>
    </message>
    <message>
        <source>nobody takes the {kitty}, the player on the dealer&apos;s left leads, and every side scores 10 points for each trick it wins.</source>
        <translation>nid oes neb yn cymryd y {kitty}, mae&apos;r chwaraewr ar chwith y rhannwr yn arwain, ac mae pob ochr yn sgorio 10 pwynt am bob tric y mae&apos;n ei ennill.</translation>
    </message>
    <message>
        <source>These points stop at {limit}, as described under &lt;i&gt;Scoring&lt;/i&gt;.</source>
        <translation>Mae&apos;r pwyntiau hyn yn stopio ar {limit}, fel y disgrifir dan &lt;i&gt;Sgorio&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>There are no {misere} bids at this table: every contract is a number of tricks to win.</source>
        <translation>Nid oes cynigion {misere} wrth y bwrdd hwn: mae pob contract yn nifer o driciau i&apos;w hennill.</translation>
    </message>
    <message>
        <source>A {misere} bid is a promise to lose every trick. The contractor plays at no trumps and leads to the first trick.</source>
        <translation>Mae cynnig {misere} yn addewid i golli pob tric. Mae&apos;r cynigydd yn chwarae fel dim trwmp ac yn arwain i&apos;r tric cyntaf.</translation>
    </message>
    <message>
        <source>It may be bid only after someone has bid 7 or more tricks in this auction.</source>
        <translation>Dim ond ar ôl i rywun gynnig 7 tric neu fwy yn yr ocsiwn y caiff ei gynnig.</translation>
    </message>
    <message>
        <source>It may be bid at any time.</source>
        <translation>Caiff ei gynnig unrhyw bryd.</translation>
    </message>
    <message>
        <source>It may be bid only after someone has bid 8 or more tricks in this auction.</source>
        <translation>Dim ond ar ôl i rywun gynnig 8 tric neu fwy yn yr ocsiwn y caiff ei gynnig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: gwerth {value} pwynt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points. The contractor&apos;s cards are laid face up on the table for everyone to see.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: gwerth {value} pwynt. Caiff cardiau&apos;r cynigydd eu gosod wyneb i fyny ar y bwrdd i bawb eu gweld.</translation>
    </message>
    <message>
        <source>They are shown after the first trick.</source>
        <translation>Cânt eu dangos ar ôl y tric cyntaf.</translation>
    </message>
    <message>
        <source>They are shown before the opening lead.</source>
        <translation>Cânt eu dangos cyn yr arweiniad cyntaf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points. It may be bid only as your first call of the hand, before you have looked at your cards.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: gwerth {value} pwynt. Dim ond fel dy alwad gyntaf yn y llaw y caiff ei gynnig, cyn i ti edrych ar dy gardiau.</translation>
    </message>
    <message>
        <source>The limits on when the other {misere} bids may be made do not apply to it.</source>
        <translation>Nid yw&apos;r cyfyngiadau ar bryd y caiff y cynigion {misere} eraill eu gwneud yn berthnasol iddo.</translation>
    </message>
    <message>
        <source>It ranks above {below} and below {above}.</source>
        <translation>Mae&apos;n uwch na {below} ac yn is na {above}.</translation>
    </message>
    <message>
        <source>It ranks above {below}, so nothing can be bid over it.</source>
        <translation>Mae&apos;n uwch na {below}, felly ni ellir cynnig dim byd drosto.</translation>
    </message>
    <message>
        <source>It ranks level with {other}: neither may be bid over the other.</source>
        <translation>Mae ar yr un lefel â {other}: ni ellir cynnig y naill dros y llall.</translation>
    </message>
    <message>
        <source>The contractor takes the {kitty} and discards as usual.</source>
        <translation>Mae&apos;r cynigydd yn cymryd y {kitty} ac yn taflu cardiau fel arfer.</translation>
    </message>
    <message>
        <source>The contractor plays alone: their partner lays their cards face down and sits the hand out, so each trick has one card fewer.</source>
        <translation>Mae&apos;r cynigydd yn chwarae ar ei ben ei hun: mae ei bartner yn gosod ei gardiau wyneb i lawr ac yn sefyll allan o&apos;r llaw, felly mae un cerdyn yn llai ym mhob tric.</translation>
    </message>
    <message>
        <source>The contractor plays alone: both partners lay their cards face down and sit the hand out, so each trick has two cards fewer.</source>
        <translation>Mae&apos;r cynigydd yn chwarae ar ei ben ei hun: mae&apos;r ddau bartner yn gosod eu cardiau wyneb i lawr ac yn sefyll allan o&apos;r llaw, felly mae dau gerdyn yn llai ym mhob tric.</translation>
    </message>
    <message>
        <source>The contractor also plays their partner&apos;s hand, which is laid face up for everyone to see, and must lose every trick with both hands.</source>
        <translation>Mae&apos;r cynigydd hefyd yn chwarae llaw ei bartner, sy&apos;n cael ei gosod wyneb i fyny i bawb ei gweld, a rhaid iddo golli pob tric â&apos;r ddwy law.</translation>
    </message>
    <message>
        <source>The contractor also plays both partners&apos; hands, which are laid face up for everyone to see, and must lose every trick with all of them.</source>
        <translation>Mae&apos;r cynigydd hefyd yn chwarae dwylo&apos;r ddau bartner, sy&apos;n cael eu gosod wyneb i fyny i bawb eu gweld, a rhaid iddo golli pob tric â phob un ohonynt.</translation>
    </message>
    <message>
        <source>The contractor plays alone and names no partner.</source>
        <translation>Mae&apos;r cynigydd yn chwarae ar ei ben ei hun ac nid yw&apos;n enwi partner.</translation>
    </message>
    <message>
        <source>The hand stops the moment the contractor wins a trick: the contract has failed.</source>
        <translation>Mae&apos;r llaw yn dod i ben yr eiliad y mae&apos;r cynigydd yn ennill tric: mae&apos;r contract wedi methu.</translation>
    </message>
    <message>
        <source>The hand stops the moment any hand the contractor plays wins a trick: the contract has failed.</source>
        <translation>Mae&apos;r llaw yn dod i ben yr eiliad y mae unrhyw law y mae&apos;r cynigydd yn ei chwarae yn ennill tric: mae&apos;r contract wedi methu.</translation>
    </message>
    <message>
        <source>Jokers have a special duty here (see &lt;i&gt;{title}&lt;/i&gt;).</source>
        <translation>Mae gan jocerau rôl arbennig yma (gweler &lt;i&gt;{title}&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>The jokers</source>
        <translation>Y jocerau</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Y jocer</translation>
    </message>
    <message>
        <source>{Misere} bids are never sans {kitty}.</source>
        <translation>{Misere} o bob math: ni ellir byth ei gynnig heb y {kitty}.</translation>
    </message>
    <message>
        <source>Sans {kitty}</source>
        <translation>Heb y {kitty}</translation>
    </message>
    <message>
        <source>Any bid of tricks may be made &lt;b&gt;sans {kitty}&lt;/b&gt;: the contractor plays with the ten cards dealt and never picks up the {kitty}, which stays face down until the end of the hand.</source>
        <translation>Gellir gwneud unrhyw gynnig triciau &lt;b&gt;heb y {kitty}&lt;/b&gt;: mae&apos;r cynigydd yn chwarae gyda&apos;r deg cerdyn a rannwyd ac nid yw byth yn codi&apos;r {kitty}, sy&apos;n aros wyneb i lawr tan ddiwedd y llaw.</translation>
    </message>
    <message>
        <source>A sans-{kitty} bid ranks just above the same bid with the {kitty} and below the next bid up; it scores exactly the same as the ordinary bid.</source>
        <translation>Mae cynnig heb y {kitty} yn dod yn union uwchben yr un cynnig gyda&apos;r {kitty} ac islaw&apos;r cynnig nesaf i fyny; mae&apos;n sgorio&apos;n union yr un fath â&apos;r cynnig arferol.</translation>
    </message>
    <message>
        <source>{Misere} bids keep their own place in the order.</source>
        <translation>{Misere} o bob math: mae&apos;n cadw ei le ei hun yn y drefn.</translation>
    </message>
    <message>
        <source>The {kitty}</source>
        <translation>Y {kitty}</translation>
    </message>
    <message>
        <source>When the auction is over, the contractor picks up the {k} cards of the {kitty} without showing them, then discards any {k} cards face down. Cards just picked up may be discarded. The discards take no further part in the hand.</source>
        <translation>Pan fydd yr ocsiwn drosodd, mae&apos;r cynigydd yn codi&apos;r {k} cerdyn sydd yn y {kitty} heb eu dangos, yna&apos;n taflu unrhyw {k} cerdyn wyneb i lawr. Gellir taflu cardiau sydd newydd eu codi. Nid yw&apos;r cardiau a daflwyd yn chwarae unrhyw ran bellach yn y llaw.</translation>
    </message>
    <message>
        <source>A contractor who bid sans {kitty} leaves it untouched.</source>
        <translation>Mae cynigydd a gynigiodd heb y {kitty} yn gadael y cardiau hynny heb eu cyffwrdd.</translation>
    </message>
    <message>
        <source>When the hand is played without a contractor, nobody takes the {kitty}.</source>
        <translation>Pan fydd y llaw yn cael ei chwarae heb gynigydd, nid oes neb yn cymryd y {kitty}.</translation>
    </message>
    <message>
        <source>The partner call</source>
        <translation>Galw partneriaid</translation>
    </message>
    <message>
        <source>After the discard, the contractor of a bid of tricks names partners for this hand: one player for a bid of 6 or 7 tricks, two players for a bid of 8 or more.</source>
        <translation>Ar ôl taflu, mae&apos;r cynigydd, os cynigiodd driciau, yn enwi partneriaid ar gyfer y llaw hon: un chwaraewr am gynnig o 6 neu 7 tric, dau chwaraewr am gynnig o 8 neu fwy.</translation>
    </message>
    <message>
        <source>The partners&apos; tricks count together with the contractor&apos;s, and each member of this side scores the full value of the contract, or loses it. Everyone else defends on their own and scores their own tricks.</source>
        <translation>Mae triciau&apos;r partneriaid yn cyfrif ynghyd â rhai&apos;r cynigydd, ac mae pob aelod o&apos;r ochr hon yn sgorio gwerth llawn y contract, neu&apos;n ei golli. Mae pawb arall yn amddiffyn drosto&apos;i hun ac yn sgorio ei driciau ei hun.</translation>
    </message>
    <message>
        <source>A {misere} contractor plays alone and names nobody.</source>
        <translation>Mae cynigydd {misere} yn chwarae ar ei ben ei hun ac nid yw&apos;n enwi neb.</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a trump suit&lt;/b&gt;, the joker is simply the highest trump and follows every rule of the trump suit.</source>
        <translation>&lt;b&gt;Gyda siwt drwmp&lt;/b&gt;, y jocer yn syml yw&apos;r trwmp uchaf, ac mae&apos;n dilyn holl reolau&apos;r siwt drwmp.</translation>
    </message>
    <message>
        <source>The black joker is higher still.</source>
        <translation>Mae&apos;r jocer du yn uwch eto.</translation>
    </message>
    <message>
        <source>At no trumps and in {misere}</source>
        <translation>Wrth chwarae dim trwmp neu {misere}</translation>
    </message>
    <message>
        <source>At no trumps</source>
        <translation>Wrth chwarae dim trwmp</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nominating a suit.&lt;/b&gt; {when}, a contractor who holds a joker after the discard may, before leading, nominate a suit for it, or decline.</source>
        <translation>&lt;b&gt;Enwebu siwt.&lt;/b&gt; {when}, caiff cynigydd sydd â jocer ar ôl taflu enwebu siwt iddo cyn arwain, neu wrthod.</translation>
    </message>
    <message>
        <source>Partners are named before this choice.</source>
        <translation>Caiff y partneriaid eu henwi cyn y dewis hwn.</translation>
    </message>
    <message>
        <source>With both jokers the contractor decides for each, the black one first.</source>
        <translation>Gyda&apos;r ddau jocer, mae&apos;r cynigydd yn penderfynu ar gyfer pob un, y jocer du yn gyntaf.</translation>
    </message>
    <message>
        <source>A nominated joker becomes the highest card of that suit in every way: it must be played to follow that suit, it is led as a card of that suit, and it loses if it is thrown on a trick of another suit. A joker in any other hand cannot be nominated.</source>
        <translation>Daw jocer a enwebwyd yn gerdyn uchaf y siwt honno ym mhob ffordd: rhaid ei chwarae i ddilyn y siwt honno, caiff ei arwain fel cerdyn o&apos;r siwt honno, ac mae&apos;n colli os caiff ei daflu ar dric o siwt arall. Ni ellir enwebu jocer mewn unrhyw law arall.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{When}, a joker that has not been nominated has no suit.&lt;/b&gt; It beats every other card and wins the trick it is played to.</source>
        <translation>&lt;b&gt;{When}, nid oes siwt gan jocer nad yw wedi&apos;i enwebu.&lt;/b&gt; Mae&apos;n curo pob cerdyn arall ac yn ennill y tric y caiff ei chwarae iddo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{When}, the joker has no suit.&lt;/b&gt; It beats every other card and wins the trick it is played to.</source>
        <translation>&lt;b&gt;{When}, nid oes siwt gan y jocer.&lt;/b&gt; Mae&apos;n curo pob cerdyn arall ac yn ennill y tric y caiff ei chwarae iddo.</translation>
    </message>
    <message>
        <source>If both jokers fall on the same trick, the black one wins.</source>
        <translation>Os bydd y ddau jocer yn disgyn ar yr un tric, y jocer du sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>You may play it to a trick someone else led only when you have no card of the led suit.</source>
        <translation>Dim ond pan nad oes gennyt gerdyn o&apos;r siwt a arweiniwyd y cei ei chwarae i dric a arweiniodd rhywun arall.</translation>
    </message>
    <message>
        <source>You may play it to any trick, even when you could follow suit.</source>
        <translation>Cei ei chwarae i unrhyw dric, hyd yn oed pan allet ddilyn y siwt.</translation>
    </message>
    <message>
        <source>When you lead it, you name the suit the others must follow, and it wins the trick.</source>
        <translation>Pan fyddi di&apos;n ei arwain, rwyt ti&apos;n enwi&apos;r siwt y mae&apos;n rhaid i&apos;r lleill ei dilyn, ac mae&apos;n ennill y tric.</translation>
    </message>
    <message>
        <source>The suit you name must be one that has not been led yet in this hand. Once all four suits have been led, the joker may be led only to the last trick, naming any suit.</source>
        <translation>Rhaid i&apos;r siwt rwyt ti&apos;n ei henwi fod yn un na chafodd ei harwain eto yn y llaw hon. Unwaith y bydd pob un o&apos;r pedair siwt wedi&apos;u harwain, dim ond i&apos;r tric olaf y caiff y jocer ei arwain, gan enwi unrhyw siwt.</translation>
    </message>
    <message>
        <source>You may name any suit.</source>
        <translation>Cei enwi unrhyw siwt.</translation>
    </message>
    <message>
        <source>It may be led only to the last trick, naming any suit.</source>
        <translation>Dim ond i&apos;r tric olaf y caiff ei arwain, gan enwi unrhyw siwt.</translation>
    </message>
    <message>
        <source>If you have nothing else you may lead, you lead the joker anyway and name a suit not yet led, or any suit if all have been led.</source>
        <translation>Os nad oes dim byd arall y cei ei arwain, rwyt ti&apos;n arwain y jocer beth bynnag ac yn enwi siwt sydd heb ei harwain eto, neu unrhyw siwt os yw pob un wedi&apos;i harwain.</translation>
    </message>
    <message>
        <source>A nominated joker is led like any card of its suit and names nothing.</source>
        <translation>Caiff jocer a enwebwyd ei arwain fel unrhyw gerdyn o&apos;i siwt, heb enwi dim.</translation>
    </message>
    <message>
        <source>In {misere}, a player who cannot follow suit and holds a joker without a suit must play it.</source>
        <translation>Mewn {misere}, rhaid i chwaraewr na all ddilyn y siwt ac sydd â jocer heb siwt ei chwarae.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chwarae</translation>
    </message>
    <message>
        <source>The contractor leads to the first trick. Everyone must follow the suit led if they can; if not, they may play any card. The highest trump in a trick wins it; a trick without trumps goes to the highest card of the suit led. The winner of each trick leads to the next.</source>
        <translation>Y cynigydd sy&apos;n arwain i&apos;r tric cyntaf. Rhaid i bawb ddilyn y siwt a arweiniwyd os gallant; os na allant, cânt chwarae unrhyw gerdyn. Y trwmp uchaf mewn tric sy&apos;n ei ennill; mae tric heb drympiau yn mynd i&apos;r cerdyn uchaf o&apos;r siwt a arweiniwyd. Enillydd pob tric sy&apos;n arwain i&apos;r nesaf.</translation>
    </message>
    <message>
        <source>When the hand is played without a contractor, the player on the dealer&apos;s left leads instead.</source>
        <translation>Pan fydd y llaw yn cael ei chwarae heb gynigydd, y chwaraewr ar chwith y rhannwr sy&apos;n arwain yn lle hynny.</translation>
    </message>
    <message>
        <source>A hand has ten tricks, fewer when a {misere} contract fails early.</source>
        <translation>Mae deg tric mewn llaw, neu lai pan fydd contract {misere} yn methu&apos;n gynnar.</translation>
    </message>
    <message>
        <source>A hand has ten tricks.</source>
        <translation>Mae deg tric mewn llaw.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Sgorio</translation>
    </message>
    <message>
        <source>Each contract has a value: 40 for 6 spades, 20 more for each step up in suit, and 100 more for each extra trick. The same values decide which bid is higher.</source>
        <translation>Mae gan bob contract werth: 40 am 6 rhawiau, 20 yn fwy am bob cam i fyny mewn siwt, a 100 yn fwy am bob tric ychwanegol. Yr un gwerthoedd sy&apos;n penderfynu pa gynnig sydd uchaf.</translation>
    </message>
    <message>
        <source>If the contractor&apos;s side takes at least as many tricks as it bid, it scores the value of the contract; otherwise it loses that value. Extra tricks earn nothing, with one exception:</source>
        <translation>Os yw ochr y cynigydd yn cymryd o leiaf gynifer o driciau ag a gynigiodd, mae&apos;n sgorio gwerth y contract; fel arall mae&apos;n colli&apos;r gwerth hwnnw. Nid yw triciau ychwanegol yn ennill dim, gydag un eithriad:</translation>
    </message>
    <message>
        <source>a &lt;b&gt;slam&lt;/b&gt;, winning all ten tricks on a contract worth less than {slam}, scores {slam} instead.</source>
        <translation>mae &lt;b&gt;slam&lt;/b&gt;, sef ennill y deg tric i gyd ar gontract sy&apos;n werth llai na {slam}, yn sgorio {slam} yn lle hynny.</translation>
    </message>
    <message>
        <source>({Misere} bids never count as a slam.)</source>
        <translation>({Misere} o bob math: nid yw byth yn cyfrif fel slam.)</translation>
    </message>
    <message>
        <source>Every other side scores 10 points for each trick it took, whether the contract was made or not.</source>
        <translation>Mae pob ochr arall yn sgorio 10 pwynt am bob tric a gymerodd, p&apos;un a wnaed y contract ai peidio.</translation>
    </message>
    <message>
        <source>Points for tricks never take a side above &lt;b&gt;{limit}&lt;/b&gt;: a side at {before} that takes three tricks moves to {limit}, not {after}, and a side already at {limit} or above gains nothing and loses nothing from its tricks.</source>
        <translation>Nid yw pwyntiau am driciau byth yn mynd ag ochr yn uwch na &lt;b&gt;{limit}&lt;/b&gt;: mae ochr ar {before} sy&apos;n cymryd tri thric yn symud i {limit}, nid {after}, ac nid yw ochr sydd eisoes ar {limit} neu&apos;n uwch yn ennill nac yn colli dim am ei thriciau.</translation>
    </message>
    <message>
        <source>This limit applies to every score of 10 points per trick.</source>
        <translation>Mae&apos;r terfyn hwn yn berthnasol i bob sgôr o 10 pwynt y tric.</translation>
    </message>
    <message>
        <source>A {misere} contractor scores the value of the bid if they took no trick and loses it if they took one.</source>
        <translation>Mae cynigydd {misere} yn sgorio gwerth y cynnig os na chymerodd dric, ac yn ei golli os cymerodd un.</translation>
    </message>
    <message>
        <source>The other sides score nothing for their tricks.</source>
        <translation>Nid yw&apos;r ochrau eraill yn sgorio dim am eu triciau.</translation>
    </message>
    <message>
        <source>The other sides score 10 points for each trick they took.</source>
        <translation>Mae&apos;r ochrau eraill yn sgorio 10 pwynt am bob tric a gymerwyd ganddynt.</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Ennill a cholli</translation>
    </message>
    <message>
        <source>A side wins by reaching {win} points or more, and it can only get there by making a contract it bid: points for tricks stop at {limit}.</source>
        <translation>Mae ochr yn ennill drwy gyrraedd {win} pwynt neu fwy, a dim ond drwy wneud contract a gynigiodd y gall gyrraedd yno: mae pwyntiau am driciau&apos;n stopio ar {limit}.</translation>
    </message>
    <message>
        <source>The first side to reach {win} points, by any points, wins.</source>
        <translation>Yr ochr gyntaf i gyrraedd {win} pwynt, drwy unrhyw bwyntiau, sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>If several sides pass {win} in the same hand, the contractor wins if they are among them; otherwise the highest score wins.</source>
        <translation>Os bydd sawl ochr yn mynd heibio i {win} yn yr un llaw, y cynigydd sy&apos;n ennill os yw yn eu plith; fel arall, y sgôr uchaf sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>If several sides pass {win} in the same hand, the contractor&apos;s side wins if it is among them; otherwise the highest score wins.</source>
        <translation>Os bydd sawl ochr yn mynd heibio i {win} yn yr un llaw, ochr y cynigydd sy&apos;n ennill os yw hi yn eu plith; fel arall, y sgôr uchaf sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>A side whose score falls to {lose} or below has gone “out backwards” and loses; the other side wins.</source>
        <translation>Mae ochr y mae ei sgôr yn disgyn i {lose} neu&apos;n is wedi mynd “allan tuag yn ôl” ac yn colli; yr ochr arall sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>A side whose score falls to {lose} or below has gone “out backwards” and loses; the highest score among the others wins.</source>
        <translation>Mae ochr y mae ei sgôr yn disgyn i {lose} neu&apos;n is wedi mynd “allan tuag yn ôl” ac yn colli; y sgôr uchaf ymhlith y lleill sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>If one side wins and another goes out backwards in the same hand, the win counts.</source>
        <translation>Os bydd un ochr yn ennill ac un arall yn mynd allan tuag yn ôl yn yr un llaw, y fuddugoliaeth sy&apos;n cyfrif.</translation>
    </message>
    <message>
        <source>If the winner would be decided by an exact tie for the highest score, nobody has won yet and play goes on.</source>
        <translation>Os mai sgôr uchaf union gyfartal fyddai&apos;n penderfynu&apos;r enillydd, nid oes neb wedi ennill eto ac mae&apos;r chwarae&apos;n parhau.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Triciau</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>DT</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>4 players in two partnerships, the standard 52-card pack, spades always trumps.</source>
        <translation>4 chwaraewr mewn dwy bartneriaeth, y pecyn safonol o 52 cerdyn, rhawiau&apos;n drwmp bob amser.</translation>
    </message>
    <message>
        <source>Four players play in two partnerships, partners sitting opposite each other. In each hand every player says how many tricks they expect to win, and each partnership tries to take at least the total of its two bids.</source>
        <translation>Mae pedwar chwaraewr yn chwarae mewn dwy bartneriaeth, gyda phartneriaid yn eistedd gyferbyn â&apos;i gilydd. Ym mhob llaw mae pob chwaraewr yn dweud faint o driciau y mae&apos;n disgwyl eu hennill, ac mae pob partneriaeth yn ceisio cymryd o leiaf gyfanswm ei dau gynnig.</translation>
    </message>
    <message>
        <source>The first partnership to reach {win} points wins.</source>
        <translation>Y bartneriaeth gyntaf i gyrraedd {win} pwynt sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>The whole 52-card pack is dealt one card at a time, 13 to each player. The first dealer is chosen at random and the deal then passes to the left. Aces are high, and &lt;b&gt;spades are always trumps&lt;/b&gt;.</source>
        <translation>Caiff y pecyn cyfan o 52 cerdyn ei rannu un cerdyn ar y tro, 13 i bob chwaraewr. Dewisir y rhannwr cyntaf ar hap, ac yna mae&apos;r rhannu&apos;n symud i&apos;r chwith. Yr ace yw&apos;r cerdyn uchaf, ac &lt;b&gt;mae rhawiau&apos;n drwmp bob amser&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Cynnig</translation>
    </message>
    <message>
        <source>There is one round of bidding, starting with the player on the dealer&apos;s left. Everyone must bid: a number of tricks from 1 to 13, or nil. Nobody passes and nobody has to bid higher than the others. A partnership&apos;s contract is the sum of its bids other than nil.</source>
        <translation>Dim ond un rownd o gynnig sydd, gan ddechrau gyda&apos;r chwaraewr ar chwith y rhannwr. Rhaid i bawb gynnig: nifer o driciau o 1 i 13, neu nil. Nid oes neb yn pasio, ac nid oes rhaid i neb gynnig yn uwch na&apos;r lleill. Contract partneriaeth yw swm ei chynigion heblaw nil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nil&lt;/b&gt; is a promise to win no tricks at all. A nil bidder&apos;s partner plays for their own bid, which is then the partnership&apos;s contract.</source>
        <translation>Mae &lt;b&gt;nil&lt;/b&gt; yn addewid i beidio ag ennill unrhyw dric o gwbl. Mae partner y sawl sy&apos;n cynnig nil yn chwarae am ei gynnig ei hun, a hwnnw wedyn yw contract y bartneriaeth.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blind nil&lt;/b&gt; is a nil bid made before looking at your cards. It is worth twice as much as nil.</source>
        <translation>Cynnig nil a wneir cyn edrych ar dy gardiau yw &lt;b&gt;nil dall&lt;/b&gt;. Mae&apos;n werth dwywaith cymaint â nil.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick and may not lead a spade. Everyone must follow the suit led if they can; otherwise they may play any card, a spade included. The highest spade in a trick wins it; a trick without spades goes to the highest card of the suit led. The winner of each trick leads to the next.</source>
        <translation>Y chwaraewr ar chwith y rhannwr sy&apos;n arwain i&apos;r tric cyntaf, ac ni chaiff arwain rhaw. Rhaid i bawb ddilyn y siwt a arweiniwyd os gallant; fel arall cânt chwarae unrhyw gerdyn, gan gynnwys rhaw. Y rhaw uchaf mewn tric sy&apos;n ei ennill; mae tric heb rawiau yn mynd i&apos;r cerdyn uchaf o&apos;r siwt a arweiniwyd. Enillydd pob tric sy&apos;n arwain i&apos;r nesaf.</translation>
    </message>
    <message>
        <source>Spades may not be led until they are &lt;b&gt;broken&lt;/b&gt;, that is until a spade has been played to an earlier trick, unless the leader holds nothing but spades (on the first trick too).</source>
        <translation>Ni cheir arwain rhawiau nes eu bod wedi&apos;u &lt;b&gt;torri&lt;/b&gt;, hynny yw nes bod rhaw wedi&apos;i chwarae i dric cynharach, oni bai nad oes gan yr arweinydd ddim ond rhawiau (ar y tric cyntaf hefyd).</translation>
    </message>
    <message>
        <source>A partnership that takes at least its contract scores 10 points for each trick bid, plus 1 point for each extra trick. Extra tricks are called &lt;b&gt;bags&lt;/b&gt;.</source>
        <translation>Mae partneriaeth sy&apos;n cymryd o leiaf ei chontract yn sgorio 10 pwynt am bob tric a gynigiwyd, ac 1 pwynt am bob tric ychwanegol. &lt;b&gt;Bagiau&lt;/b&gt; yw&apos;r enw ar driciau ychwanegol.</translation>
    </message>
    <message>
        <source>A partnership that falls short loses 10 points for each trick bid.</source>
        <translation>Mae partneriaeth sy&apos;n methu â gwneud ei chontract yn colli 10 pwynt am bob tric a gynigiwyd.</translation>
    </message>
    <message>
        <source>Bags add up from hand to hand. Each time a partnership&apos;s bags reach {limit}, it loses {penalty} points and its bag count drops by {limit}.</source>
        <translation>Mae bagiau&apos;n cronni o law i law. Bob tro y bydd bagiau partneriaeth yn cyrraedd {limit}, mae&apos;n colli {penalty} pwynt ac mae ei chyfrif bagiau&apos;n gostwng o {limit}.</translation>
    </message>
    <message>
        <source>A nil bidder who takes no trick wins 100 points for the partnership, blind nil 200; one who takes a trick loses 100, blind nil 200. This comes on top of the partner&apos;s result.</source>
        <translation>Mae chwaraewr sy&apos;n cynnig nil ac nad yw&apos;n cymryd tric yn ennill 100 pwynt i&apos;r bartneriaeth, neu 200 am nil dall; mae un sy&apos;n cymryd tric yn colli 100, neu 200 am nil dall. Daw hyn ar ben canlyniad y partner.</translation>
    </message>
    <message>
        <source>A nil bidder who takes no trick wins 100 points for the partnership; one who takes a trick loses 100. This comes on top of the partner&apos;s result.</source>
        <translation>Mae chwaraewr sy&apos;n cynnig nil ac nad yw&apos;n cymryd tric yn ennill 100 pwynt i&apos;r bartneriaeth; mae un sy&apos;n cymryd tric yn colli 100. Daw hyn ar ben canlyniad y partner.</translation>
    </message>
    <message>
        <source>Tricks won by a nil bidder do not help the partner&apos;s bid, but they count as bags, 1 point each.</source>
        <translation>Nid yw triciau a enillir gan y sawl a gynigiodd nil yn helpu cynnig y partner, ond maen nhw&apos;n cyfrif fel bagiau, 1 pwynt yr un.</translation>
    </message>
    <message>
        <source>For example, a partnership that bids 5 and takes 7 scores 52 points and gains 2 bags.</source>
        <translation>Er enghraifft, mae partneriaeth sy&apos;n cynnig 5 ac yn cymryd 7 yn sgorio 52 pwynt ac yn cael 2 fag.</translation>
    </message>
    <message>
        <source>If that takes its bags to {limit} or more, it also loses {penalty} points.</source>
        <translation>Os yw hynny&apos;n mynd â&apos;i bagiau i {limit} neu fwy, mae hefyd yn colli {penalty} pwynt.</translation>
    </message>
    <message>
        <source>Taking all 13 tricks, a &lt;b&gt;Boston&lt;/b&gt;, is announced but scores nothing extra.</source>
        <translation>Mae cymryd pob un o&apos;r 13 tric, sef &lt;b&gt;Boston&lt;/b&gt;, yn cael ei gyhoeddi, ond nid yw&apos;n sgorio dim ychwanegol.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Ennill</translation>
    </message>
    <message>
        <source>The first partnership to reach {win} points wins. If both reach it in the same hand, the higher score wins; if the scores are equal, play goes on.</source>
        <translation>Y bartneriaeth gyntaf i gyrraedd {win} pwynt sy&apos;n ennill. Os bydd y ddwy&apos;n ei gyrraedd yn yr un llaw, y sgôr uchaf sy&apos;n ennill; os yw&apos;r sgorau&apos;n gyfartal, mae&apos;r chwarae&apos;n parhau.</translation>
    </message>
    <message>
        <source>A partnership whose score falls to {lose} or below loses.</source>
        <translation>Mae partneriaeth y mae ei sgôr yn disgyn i {lose} neu&apos;n is yn colli.</translation>
    </message>
    <message>
        <source>Contents: {links}</source>
        <translation>Cynnwys: {links}</translation>
    </message>
    <message>
        <source>Playing by keys and by ear</source>
        <translation>Chwarae â&apos;r bysellau ac â&apos;r glust</translation>
    </message>
    <message>
        <source>Every decision can be made with the keyboard, and a screen reader (such as Orca or NVDA) is told everything that happens.</source>
        <translation>Gellir gwneud pob penderfyniad â&apos;r bysellfwrdd, a chaiff darllenydd sgrin (fel Orca neu NVDA) wybod popeth sy&apos;n digwydd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;← →&lt;/b&gt; (or &lt;b&gt;↑ ↓&lt;/b&gt;) on the table: from card to card you may play; with &lt;b&gt;Ctrl&lt;/b&gt;, to every card, to hear why one cannot be played. &lt;b&gt;Enter&lt;/b&gt; plays the card.</source>
        <translation>&lt;b&gt;← →&lt;/b&gt; (neu &lt;b&gt;↑ ↓&lt;/b&gt;) ar y bwrdd: o gerdyn i gerdyn y cei di ei chwarae; gyda &lt;b&gt;Ctrl&lt;/b&gt;, i bob cerdyn, i glywed pam na ellir chwarae un. Mae &lt;b&gt;Enter&lt;/b&gt; yn chwarae&apos;r cerdyn.</translation>
    </message>
    <message>
        <source>Putting cards back in the {kitty}: &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; chooses the card or keeps it, &lt;b&gt;D&lt;/b&gt; discards the cards chosen.</source>
        <translation>Rhoi cardiau yn ôl yn y {kitty}: mae &lt;b&gt;Bylchwr&lt;/b&gt; neu &lt;b&gt;Enter&lt;/b&gt; yn dewis y cerdyn neu&apos;n ei gadw, mae &lt;b&gt;D&lt;/b&gt; yn taflu&apos;r cardiau a ddewiswyd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab&lt;/b&gt; goes on to the bid grid and the calls beside it; in the grid the arrows go from bid to bid (a bid that cannot be called is skipped, and at the edge you hear “No higher bid”), &lt;b&gt;Enter&lt;/b&gt; bids.</source>
        <translation>Mae &lt;b&gt;Tab&lt;/b&gt; yn mynd ymlaen i&apos;r grid cynigion a&apos;r galwadau wrth ei ochr; yn y grid mae&apos;r saethau&apos;n mynd o gynnig i gynnig (neidir dros gynnig na ellir ei alw, ac ar yr ymyl clywi “Dim cynnig uwch”), mae &lt;b&gt;Enter&lt;/b&gt; yn cynnig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab&lt;/b&gt; goes on to the bid buttons; &lt;b&gt;Enter&lt;/b&gt; bids.</source>
        <translation>Mae &lt;b&gt;Tab&lt;/b&gt; yn mynd ymlaen i&apos;r botymau cynnig; mae &lt;b&gt;Enter&lt;/b&gt; yn cynnig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; suggests a card or a call, &lt;b&gt;L&lt;/b&gt; shows the last trick, &lt;b&gt;N&lt;/b&gt; deals the next hand, &lt;b&gt;P&lt;/b&gt; pauses, &lt;b&gt;F1&lt;/b&gt; opens this page.</source>
        <translation>Mae &lt;b&gt;H&lt;/b&gt; yn awgrymu cerdyn neu alwad, &lt;b&gt;L&lt;/b&gt; yn dangos y tric diwethaf, &lt;b&gt;N&lt;/b&gt; yn delio&apos;r llaw nesaf, &lt;b&gt;P&lt;/b&gt; yn oedi, &lt;b&gt;F1&lt;/b&gt; yn agor y dudalen hon.</translation>
    </message>
    <message>
        <source>Keys that read the table aloud, whenever you like:</source>
        <translation>Bysellau sy&apos;n darllen y bwrdd yn uchel, pryd bynnag y mynni:</translation>
    </message>
    <message>
        <source>&lt;b&gt;T&lt;/b&gt;: the trick so far, card by card, and whose turn it is.</source>
        <translation>&lt;b&gt;T&lt;/b&gt;: y tric hyd yma, cerdyn wrth gerdyn, a thro pwy yw hi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;S&lt;/b&gt;: each side&apos;s score and the contract.</source>
        <translation>&lt;b&gt;S&lt;/b&gt;: sgôr pob ochr a&apos;r contract.</translation>
    </message>
    <message>
        <source>&lt;b&gt;C&lt;/b&gt;: the tricks won against the tricks needed, and those the defenders need.</source>
        <translation>&lt;b&gt;C&lt;/b&gt;: y triciau a enillwyd yn erbyn y triciau sydd eu hangen, a&apos;r rhai sydd eu hangen ar yr amddiffynwyr.</translation>
    </message>
    <message>
        <source>&lt;b&gt;O&lt;/b&gt;: the hands lying face up.</source>
        <translation>&lt;b&gt;O&lt;/b&gt;: y dwylo sy&apos;n gorwedd wyneb i fyny.</translation>
    </message>
    <message>
        <source>What you hear: the card under the keys (“Q♥, playable”, or why it cannot be played); each call and card as it is made (“West plays K♥”), each trick&apos;s winner and the result of the hand; the contract once, when it is made (“North&apos;s contract: 8 no trumps; you defend”); and what you are asked to decide.</source>
        <translation>Beth a glywi: y cerdyn dan y bysellau (“Q♥, gellir ei chwarae”, neu pam na ellir ei chwarae); pob galwad a cherdyn wrth eu gwneud (“Mae West yn chwarae K♥”), enillydd pob tric a chanlyniad y llaw; y contract unwaith, pan gaiff ei wneud (“Contract North: 8 dim trwmp; rwyt ti&apos;n amddiffyn”); a&apos;r hyn y gofynnir i ti ei benderfynu.</translation>
    </message>
    <message>
        <source>A card picked up from the {kitty} says so; the bids in the grid and in the Auction are read in words, and a bid that cannot be called says why.</source>
        <translation>Mae cerdyn a godwyd o&apos;r {kitty} yn dweud hynny; darllenir y cynigion yn y grid ac yn yr Ocsiwn mewn geiriau, ac mae cynnig na ellir ei alw yn dweud pam.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Rheolau&apos;r gêm hon</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
</context>
<context>
    <name>SaveWarning</name>
    <message>
        <source>Try again</source>
        <translation>Rhoi cynnig arall</translation>
    </message>
    <message>
        <source>Try to write now (every move tries anyway)</source>
        <translation>Ceisio ysgrifennu nawr (mae pob symudiad yn ceisio beth bynnag)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your game is not being saved&lt;/b&gt;: if the app closes, the moves since the last save are lost. ({0})</source>
        <translation>&lt;b&gt;Dydy dy gêm ddim yn cael ei chadw&lt;/b&gt;: os bydd yr ap yn cau, bydd y symudiadau ers y cadw diwethaf yn cael eu colli. ({0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your statistics are not saved yet&lt;/b&gt;: the results are kept and written as soon as writing works. ({0})</source>
        <translation>&lt;b&gt;Dydy dy ystadegau ddim wedi&apos;u cadw eto&lt;/b&gt;: mae&apos;r canlyniadau&apos;n cael eu cadw a&apos;u hysgrifennu cyn gynted ag y bydd ysgrifennu&apos;n gweithio. ({0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The finished game could not be removed&lt;/b&gt; from the saved game; it will not be offered again. ({0})</source>
        <translation>&lt;b&gt;Methwyd tynnu&apos;r gêm orffenedig&lt;/b&gt; o&apos;r gêm a gadwyd; ni fydd yn cael ei chynnig eto. ({0})</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>{side}: {won} of {bid}</source>
        <translation>{side}: {won} o {bid}</translation>
    </message>
    <message>
        <source>Every trick for its winner</source>
        <translation>Pob tric i&apos;w enillydd</translation>
    </message>
    <message>
        <source>Tricks taken: {0} (none allowed)</source>
        <translation>Triciau a enillwyd: {0} (dim un i fod)</translation>
    </message>
    <message>
        <source>Tricks: {won} of {need}</source>
        <translation>Triciau: {won} o {need}</translation>
    </message>
    <message>
        <source>Defenders: {won} of {to_set} to set</source>
        <translation>Amddiffynwyr: {won} o {to_set} i&apos;w drechu</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>No trumps, all passed</source>
        <translation>Dim trwmp, pawb wedi pasio</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>DT</translation>
    </message>
    <message>
        <source>{contract} by {player}</source>
        <translation>{contract} gan {player}</translation>
    </message>
    <message>
        <source>bags {0}</source>
        <translation>bagiau {0}</translation>
    </message>
</context>
<context>
    <name>ScoreDelegate</name>
    <message>
        <source>bags {n}</source>
        <translation>bagiau {n}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Bids</source>
        <translation>Cynigion</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Each side&apos;s bids</source>
        <translation>Cynigion pob ochr</translation>
    </message>
    <message>
        <source>The contract played: ✓ made, ✗ failed</source>
        <translation>Y contract a chwaraewyd: ✓ wedi&apos;i wneud, ✗ wedi methu</translation>
    </message>
    <message>
        <source>{side}: the points of each hand, and below them the total after it</source>
        <translation>{side}: pwyntiau pob llaw, a&apos;r cyfanswm ar ei hôl oddi tanynt</translation>
    </message>
    <message>
        <source>{delta}, total {total}</source>
        <translation>{delta}, cyfanswm {total}</translation>
    </message>
    <message>
        <source>, bags {bags}</source>
        <translation>, bagiau {bags}</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>pawb wedi pasio</translation>
    </message>
    <message>
        <source>NT, all passed</source>
        <translation>DT, pawb wedi pasio</translation>
    </message>
    <message>
        <source>{contract} ✓</source>
        <translation>{contract} ✓</translation>
    </message>
    <message>
        <source>{contract} ✗</source>
        <translation>{contract} ✗</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 tric</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} tric</translation>
    </message>
    <message>
        <source>Hand {number}, dealt by {dealer}</source>
        <translation>Llaw {number}, wedi&apos;i rhannu gan {dealer}</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was thrown in.</source>
        <translation>Pasiodd pawb: cafodd y llaw ei thaflu.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was played at no trumps without a contractor.</source>
        <translation>Pasiodd pawb: chwaraewyd y llaw fel dim trwmp heb gynigydd.</translation>
    </message>
    <message>
        <source>{declarer} (with {partners})</source>
        <translation>{declarer} (gyda {partners})</translation>
    </message>
    <message>
        <source>made</source>
        <translation>wedi&apos;i wneud</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>wedi methu</translation>
    </message>
    <message>
        <source>{who} bid {contract} and took {tricks}: {outcome}.</source>
        <translation>Roedd {who} wedi cynnig {contract} ac wedi ennill {tricks}: {outcome}.</translation>
    </message>
    <message>
        <source>{side}: {delta}, total {total}</source>
        <translation>{side}: {delta}, cyfanswm {total}</translation>
    </message>
    <message>
        <source> ({tricks})</source>
        <translation> ({tricks})</translation>
    </message>
    <message>
        <source>{side} bid {bids} and took {tricks}: {delta}, total {total}</source>
        <translation>Roedd {side} wedi cynnig {bids} ac wedi ennill {tricks}: {delta}, cyfanswm {total}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Taflen sgôr</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>no trumps (all passed)</source>
        <translation>dim trwmp (pawb wedi pasio)</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The name shown at this seat.</source>
        <translation>Yr enw a ddangosir wrth y sedd hon.</translation>
    </message>
    <message>
        <source>A person playing at this computer, or a computer player.</source>
        <translation>Person sy&apos;n chwarae ar y cyfrifiadur hwn, neu chwaraewr cyfrifiadur.</translation>
    </message>
    <message>
        <source>How strongly the computer player plays.</source>
        <translation>Pa mor gryf mae&apos;r chwaraewr cyfrifiadur yn chwarae.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seddi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Enw</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Chwaraewr</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Lefel</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Tîm</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Gogledd</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Dwyrain</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Gorllewin</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Gogledd-orllewin</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Gogledd-ddwyrain</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Ystadegau</translation>
    </message>
    <message>
        <source>No games or contracts counted yet. Finished games and the contracts you bid are counted here.</source>
        <translation>Dim gemau na chontractau wedi&apos;u cyfrif eto. Mae gemau gorffenedig a&apos;r contractau rwyt ti&apos;n eu cynnig yn cael eu cyfrif yma.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Ailosod…</translation>
    </message>
    <message>
        <source>Forget all games and contracts counted so far</source>
        <translation>Anghofio&apos;r holl gemau a chontractau a gyfrifwyd hyd yma</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Ailosod ystadegau</translation>
    </message>
    <message>
        <source>Forget all games and contracts counted so far? This cannot be undone.</source>
        <translation>Anghofio&apos;r holl gemau a chontractau a gyfrifwyd hyd yma? Does dim modd dadwneud hyn.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be written ({reason}).</source>
        <translation>Methwyd ysgrifennu&apos;r ffeil ystadegau {path} ({reason}).</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Australian 500</source>
        <translation>500 Awstralaidd</translation>
    </message>
    <message>
        <source>American 500</source>
        <translation>500 Americanaidd</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>to {score} points</source>
        <translation>i {score} pwynt</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} chwaraewr</translation>
    </message>
    <message>
        <source>two teams of three</source>
        <translation>dau dîm o dri</translation>
    </message>
    <message>
        <source>three teams of two</source>
        <translation>tri thîm o ddau</translation>
    </message>
    <message>
        <source>Suit contracts</source>
        <translation>Contractau siwt</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Dim trwmp</translation>
    </message>
    <message>
        <source>Misère (nullo)</source>
        <translation>Misère (nullo)</translation>
    </message>
    <message>
        <source>Open misère (open nullo)</source>
        <translation>Misère agored (nullo agored)</translation>
    </message>
    <message>
        <source>Blind misère (blind nullo)</source>
        <translation>Misère dall (nullo dall)</translation>
    </message>
    <message>
        <source>Sans kitty (sans widow)</source>
        <translation>Heb y citi (heb y weddw)</translation>
    </message>
    <message>
        <source>Nil (Spades)</source>
        <translation>Nil (Spades)</translation>
    </message>
    <message>
        <source>Blind nil (Spades)</source>
        <translation>Nil dall (Spades)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gemau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Chwaraewyd</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Enillwyd</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Enillwyd %</translation>
    </message>
    <message>
        <source>Games in which you used Undo</source>
        <translation>Gemau lle defnyddiaist ti ‘Dadwneud’</translation>
    </message>
    <message>
        <source>Contracts you bid</source>
        <translation>Contractau a gynigiaist</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Cynigiwyd</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gwnaed</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>Gwnaed %</translation>
    </message>
    <message>
        <source>Games you played to the end without taking back a move. A game to another winning score than its rules&apos; usual one has a line of its own.</source>
        <translation>Gemau a chwaraeaist hyd y diwedd heb dynnu symudiad yn ôl. Mae gan gêm i sgôr fuddugol wahanol i&apos;r arfer yn ei rheolau ei llinell ei hun.</translation>
    </message>
    <message>
        <source>Games in which you took back a move with Undo, counted apart from the others.</source>
        <translation>Gemau lle tynnaist ti symudiad yn ôl gyda ‘Dadwneud’, wedi&apos;u cyfrif ar wahân i&apos;r lleill.</translation>
    </message>
    <message>
        <source>The contracts you won the auction with, and the nil bids you made.</source>
        <translation>Y contractau yr enillaist ti&apos;r ocsiwn gyda nhw, a&apos;r cynigion nil a wnest ti.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Beth</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nifer</translation>
    </message>
    <message>
        <source>Successes</source>
        <translation>Llwyddiannau</translation>
    </message>
    <message>
        <source>All Spades games</source>
        <translation>Pob gêm Spades</translation>
    </message>
    <message>
        <source>All 500 games</source>
        <translation>Pob gêm 500</translation>
    </message>
    <message>
        <source>{0:.0f} %</source>
        <translation>{0:.0f}%</translation>
    </message>
    <message>
        <source>{won} won of {played} played</source>
        <translation>enillwyd {won} o {played} a chwaraewyd</translation>
    </message>
    <message>
        <source>{made} made of {bid} bid</source>
        <translation>gwnaed {made} o {bid} a gynigiwyd</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>your partner</source>
        <translation>dy bartner</translation>
    </message>
    <message>
        <source>partner of {0}</source>
        <translation>partner {0}</translation>
    </message>
    <message>
        <source>joker leads {0}</source>
        <translation>jocer yn arwain {0}</translation>
    </message>
    <message>
        <source>sits this hand out</source>
        <translation>allan o&apos;r llaw hon</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>cynnig {0}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>the game is paused: press P to go on</source>
        <translation>mae&apos;r gêm wedi&apos;i hoedi: pwysa P i barhau</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>nid dy dro di yw hi</translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays a legal move instead.</source>
        <translation>Aeth rhywbeth o&apos;i le ar chwaraewr cyfrifiadur ({0}); mae&apos;n chwarae symudiad cyfreithlon yn lle hynny.</translation>
    </message>
    <message>
        <source>A computer player tried an illegal move ({0}); it plays a legal move instead.</source>
        <translation>Ceisiodd chwaraewr cyfrifiadur wneud symudiad anghyfreithlon ({0}); mae&apos;n chwarae symudiad cyfreithlon yn lle hynny.</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>does dim gêm</translation>
    </message>
</context>
<context>
    <name>TableDocks</name>
    <message>
        <source>Score sheet</source>
        <translation>Taflen sgôr</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Ocsiwn</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Taflen sgôr</translation>
    </message>
    <message>
        <source>&amp;Auction</source>
        <translation>&amp;Ocsiwn</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <source>{card} from the {kitty}</source>
        <translation>{card} o&apos;r {kitty}</translation>
    </message>
    <message>
        <source>{card}, chosen to put back</source>
        <translation>{card}, wedi&apos;i ddewis i&apos;w roi&apos;n ôl</translation>
    </message>
    <message>
        <source>{card}, kept</source>
        <translation>{card}, yn cael ei gadw</translation>
    </message>
    <message>
        <source>{text} ({have} of {need} chosen)</source>
        <translation>{text} ({have} o {need} wedi&apos;u dewis)</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, gellir ei chwarae</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {why}</source>
        <translation>{card}, ni ellir ei chwarae: {why}</translation>
    </message>
    <message>
        <source>{card}, cannot be played</source>
        <translation>{card}, ni ellir ei chwarae</translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Bot {number} ({level})</source>
        <translation>Cyfrifiadur {number} ({level})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Chwaraewr {number}</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Your turn</source>
        <translation>Dy dro di</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Tro {player}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>Does dim gêm ar y bwrdd.</translation>
    </message>
    <message>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}.</source>
        <translation>Tric {number}: {cards}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Dim contract eto.</translation>
    </message>
    <message>
        <source>Trick {number}: no card played yet.</source>
        <translation>Tric {number}: dim cerdyn wedi&apos;i chwarae eto.</translation>
    </message>
    <message>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
    <message>
        <source>{side}, bags {bags}</source>
        <translation>{side}, bagiau {bags}</translation>
    </message>
    <message>
        <source>{scores}. {contract}.</source>
        <translation>{scores}. {contract}.</translation>
    </message>
    <message>
        <source>No contract yet</source>
        <translation>Dim contract eto</translation>
    </message>
    <message>
        <source>{player}&apos;s hand, face up: {cards}.</source>
        <translation>Llaw {player}, wyneb i fyny: {cards}.</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>dim cardiau ar ôl</translation>
    </message>
    <message>
        <source>No hand is face up.</source>
        <translation>Does dim llaw wyneb i fyny.</translation>
    </message>
    <message>
        <source>Read the &amp;trick</source>
        <translation>Darllen y &amp;tric</translation>
    </message>
    <message>
        <source>Read the &amp;score and contract</source>
        <translation>Darllen y &amp;sgôr a&apos;r contract</translation>
    </message>
    <message>
        <source>Read the tricks &amp;counted</source>
        <translation>Darllen y triciau a &amp;gyfrifwyd</translation>
    </message>
    <message>
        <source>Read the hands face &amp;up</source>
        <translation>Darllen y dwylo wyneb i &amp;fyny</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>All passed</source>
        <translation>Pawb wedi pasio</translation>
    </message>
    <message>
        <source>The hand is thrown in; the deal passes on.</source>
        <translation>Mae&apos;r llaw wedi&apos;i thaflu; mae&apos;r rhannu&apos;n symud ymlaen.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Diwedd y llaw</translation>
    </message>
    <message>
        <source>No trumps, all passed</source>
        <translation>Dim trwmp, pawb wedi pasio</translation>
    </message>
    <message>
        <source>made</source>
        <translation>wedi&apos;i wneud</translation>
    </message>
    <message>
        <source>went down</source>
        <translation>wedi methu</translation>
    </message>
    <message>
        <source>You deal a new hand</source>
        <translation>Rwyt ti&apos;n rhannu llaw newydd</translation>
    </message>
    <message>
        <source>{player} deals a new hand</source>
        <translation>Mae {player} yn rhannu llaw newydd</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Rwyt ti&apos;n pasio</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>Mae {player} yn pasio</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Rwyt ti&apos;n cynnig {bid}</translation>
    </message>
    <message>
        <source>{player} bids {bid}</source>
        <translation>Mae {player} yn cynnig {bid}</translation>
    </message>
    <message>
        <source>All passed: the hand is thrown in</source>
        <translation>Pawb wedi pasio: mae&apos;r llaw wedi&apos;i thaflu</translation>
    </message>
    <message>
        <source>You pick up {cards}</source>
        <translation>Rwyt ti&apos;n codi {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{player} picks up %n cards</source>
        <translation>
            <numerusform>Mae {player} yn codi %n cerdyn</numerusform>
            <numerusform>Mae {player} yn codi %n cerdyn</numerusform>
            <numerusform>Mae {player} yn codi %n cerdyn</numerusform>
            <numerusform>Mae {player} yn codi %n cerdyn</numerusform>
            <numerusform>Mae {player} yn codi %n cerdyn</numerusform>
        </translation>
    </message>
    <message>
        <source>You put back {cards}</source>
        <translation>Rwyt ti&apos;n rhoi {cards} yn ôl</translation>
    </message>
    <message numerus="yes">
        <source>{player} puts back %n cards</source>
        <translation>
            <numerusform>Mae {player} yn rhoi %n cerdyn yn ôl</numerusform>
            <numerusform>Mae {player} yn rhoi %n cerdyn yn ôl</numerusform>
            <numerusform>Mae {player} yn rhoi %n cerdyn yn ôl</numerusform>
            <numerusform>Mae {player} yn rhoi %n cerdyn yn ôl</numerusform>
            <numerusform>Mae {player} yn rhoi %n cerdyn yn ôl</numerusform>
        </translation>
    </message>
    <message>
        <source>You call {partners} as partners</source>
        <translation>Rwyt ti&apos;n enwi {partners} yn bartneriaid</translation>
    </message>
    <message>
        <source>{player} calls {partners} as partners</source>
        <translation>Mae {player} yn enwi {partners} yn bartneriaid</translation>
    </message>
    <message>
        <source>Your joker keeps no suit</source>
        <translation>Mae dy joker yn aros heb siwt</translation>
    </message>
    <message>
        <source>{player}&apos;s joker keeps no suit</source>
        <translation>Mae joker {player} yn aros heb siwt</translation>
    </message>
    <message>
        <source>You name your joker {suit}</source>
        <translation>Rwyt ti&apos;n enwi dy joker yn {suit}</translation>
    </message>
    <message>
        <source>{player} names their joker {suit}</source>
        <translation>Mae {player} yn enwi eu joker yn {suit}</translation>
    </message>
    <message>
        <source>You lay your hand face up</source>
        <translation>Rwyt ti&apos;n gosod dy law wyneb i fyny</translation>
    </message>
    <message>
        <source>{player} lays their hand face up</source>
        <translation>Mae {player} yn gosod ei law wyneb i fyny</translation>
    </message>
    <message>
        <source>You lead {card} as {suit}</source>
        <translation>Rwyt ti&apos;n arwain {card} fel {suit}</translation>
    </message>
    <message>
        <source>{player} leads {card} as {suit}</source>
        <translation>Mae {player} yn arwain {card} fel {suit}</translation>
    </message>
    <message>
        <source>You play {card}</source>
        <translation>Rwyt ti&apos;n chwarae {card}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>Mae {player} yn chwarae {card}</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Rwyt ti&apos;n ennill y tric</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>Mae {player} yn ennill y tric</translation>
    </message>
    <message>
        <source>Hand over: {sides}</source>
        <translation>Diwedd y llaw: {sides}</translation>
    </message>
    <message>
        <source>{side} {points}, {total} in all</source>
        <translation>{side} {points}, cyfanswm {total}</translation>
    </message>
    <message>
        <source>Hand over: {result}. {scores}</source>
        <translation>Diwedd y llaw: {result}. {scores}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Mae&apos;r gêm drosodd</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table: {turn}</source>
        <translation>Bwrdd cardiau: {turn}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Bwrdd cardiau</translation>
    </message>
    <message>
        <source>Your hand: the arrow keys go from card to card you may play (with Ctrl, to every card); Enter plays the card.</source>
        <translation>Dy law: mae&apos;r bysellau saeth yn symud o un cerdyn y cei di ei chwarae i&apos;r nesaf (gyda Ctrl, i bob cerdyn); mae Enter yn chwarae&apos;r cerdyn.</translation>
    </message>
    <message>
        <source>Your hand: the arrow keys go from card to card; Enter or Space chooses the card to put back, or keeps it; Tab goes on to Discard.</source>
        <translation>Dy law: mae&apos;r bysellau saeth yn symud o gerdyn i gerdyn; mae Enter neu&apos;r Bylchwr yn dewis y cerdyn i&apos;w roi&apos;n ôl, neu&apos;n ei gadw; mae Tab yn symud ymlaen i&apos;r botwm Taflu.</translation>
    </message>
    <message>
        <source>The arrow keys read your hand; Tab goes on to the calls and buttons.</source>
        <translation>Mae&apos;r bysellau saeth yn darllen dy law; mae Tab yn symud ymlaen i&apos;r galwadau a&apos;r botymau.</translation>
    </message>
    <message>
        <source>T reads the trick, S the score and contract, C the tricks counted, O the hands face up.</source>
        <translation>Mae T yn darllen y tric, S y sgôr a&apos;r contract, C y triciau a gyfrifwyd, O y dwylo wyneb i fyny.</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <source>Table</source>
        <translation>Bwrdd</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gêm</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Seddi rhydd</translation>
    </message>
    <message>
        <source>Spectator places</source>
        <translation>Lle i wylwyr</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Cyfeiriad</translation>
    </message>
    <message>
        <source>{free} of {players}</source>
        <translation>{free} o {players}</translation>
    </message>
    <message>
        <source>A password is needed to join.</source>
        <translation>Mae angen cyfrinair i ymuno.</translation>
    </message>
    <message>
        <source>No password is needed.</source>
        <translation>Does dim angen cyfrinair.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>500, Australian</source>
        <translation>500, Awstralaidd</translation>
    </message>
    <message>
        <source>500, American</source>
        <translation>500, Americanaidd</translation>
    </message>
    <message>
        <source>500</source>
        <translation>500</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>&amp;Undo my last card or call</source>
        <translation>&amp;Dadwneud fy ngherdyn neu fy ngalwad diwethaf</translation>
    </message>
    <message>
        <source>&amp;Redo the card or call taken back</source>
        <translation>&amp;Ailwneud y cerdyn neu&apos;r alwad a ddadwnaed</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Mae dy benderfyniad diwethaf wedi&apos;i ddadwneud.</translation>
    </message>
    <message>
        <source>The decision taken back is made again.</source>
        <translation>Mae&apos;r penderfyniad a ddadwnaed wedi&apos;i wneud eto.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>spades</source>
        <translation>rhawiau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>meillion</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diemwntau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>calonnau</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>dim trwmp</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>open misère</source>
        <translation>misère agored</translation>
    </message>
    <message>
        <source>blind misère</source>
        <translation>misère dall</translation>
    </message>
    <message>
        <source>kitty</source>
        <translation>citi</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>nil</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>nil dall</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasio</translation>
    </message>
    <message>
        <source>nullo</source>
        <translation>nullo</translation>
    </message>
    <message>
        <source>open nullo</source>
        <translation>nullo agored</translation>
    </message>
    <message>
        <source>blind nullo</source>
        <translation>nullo dall</translation>
    </message>
    <message>
        <source>widow</source>
        <translation>gweddw</translation>
    </message>
    <message>
        <source>{tricks} spades</source>
        <translation>{tricks} rhawiau</translation>
    </message>
    <message>
        <source>{tricks} clubs</source>
        <translation>{tricks} meillion</translation>
    </message>
    <message>
        <source>{tricks} diamonds</source>
        <translation>{tricks} diemwntau</translation>
    </message>
    <message>
        <source>{tricks} hearts</source>
        <translation>{tricks} calonnau</translation>
    </message>
    <message>
        <source>{tricks} no trumps</source>
        <translation>{tricks} dim trwmp</translation>
    </message>
    <message>
        <source>{bid} sans {kitty}</source>
        <translation>{bid} dim {kitty}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>&lt;b&gt;Five Hundred is open in another window&lt;/b&gt;: this one does not save its game or your statistics. Close it and play in the other window to keep them.</source>
        <translation>&lt;b&gt;Mae Five Hundred ar agor mewn ffenestr arall&lt;/b&gt;: dydy&apos;r ffenestr hon ddim yn cadw ei gêm na dy ystadegau. Caea hi a chwaraea yn y ffenestr arall i&apos;w cadw.</translation>
    </message>
    <message>
        <source>Five Hundred</source>
        <translation>Five Hundred</translation>
    </message>
    <message>
        <source>Five Hundred is already open on this computer. A second window would overwrite the first one&apos;s saved game and statistics, so it can only play without saving anything.</source>
        <translation>Mae Five Hundred eisoes ar agor ar y cyfrifiadur hwn. Byddai ail ffenestr yn trosysgrifo&apos;r gêm a&apos;r ystadegau a gadwyd gan y gyntaf, felly dim ond chwarae heb gadw dim y gall hi ei wneud.</translation>
    </message>
    <message>
        <source>Open without saving</source>
        <translation>Agor heb gadw</translation>
    </message>
    <message>
        <source>The details are in {0}.</source>
        <translation>Mae&apos;r manylion yn {0}.</translation>
    </message>
    <message>
        <source>Something went wrong inside the program ({0}). The game is saved after every move: if the table stops responding, close the window and start again to continue. {1}</source>
        <translation>Aeth rhywbeth o&apos;i le yn y rhaglen ({0}). Mae&apos;r gêm yn cael ei chadw ar ôl pob symudiad: os bydd y bwrdd yn peidio ag ymateb, caea&apos;r ffenestr a dechreua eto i barhau. {1}</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Ailafael yn y gêm?</translation>
    </message>
    <message>
        <source>A game in progress was not finished. Continue it where it stopped?</source>
        <translation>Ni orffennwyd gêm oedd ar y gweill. Ei pharhau o&apos;r man lle stopiodd hi?</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed: {0}</source>
        <translation>Ni ellir ailafael yn y gêm a gadwyd: {0}</translation>
    </message>
    <message>
        <source>The default table&apos;s rules are refused ({0}); starting an Australian game instead.</source>
        <translation>Gwrthodwyd rheolau&apos;r bwrdd rhagosodedig ({0}); yn dechrau gêm Awstralaidd yn lle hynny.</translation>
    </message>
</context>
<context>
    <name>spades_result</name>
    <message>
        <source>{side}: {parts} = {delta} → {total}</source>
        <translation>{side}: {parts} = {delta} → {total}</translation>
    </message>
    <message>
        <source>bid {bid}, took {taken}: made, {points}</source>
        <translation>cynnig {bid}, ennill {taken}: wedi&apos;i wneud, {points}</translation>
    </message>
    <message>
        <source>bid {bid}, took {taken}: set, {points}</source>
        <translation>cynnig {bid}, ennill {taken}: wedi methu, {points}</translation>
    </message>
    <message>
        <source>1 bag, {points}</source>
        <translation>1 bag, {points}</translation>
    </message>
    <message>
        <source>{n} bags, {points}</source>
        <translation>bagiau {n}, {points}</translation>
    </message>
    <message>
        <source>a bag penalty, {points}</source>
        <translation>cosb bagiau, {points}</translation>
    </message>
    <message>
        <source>{n} bag penalties, {points}</source>
        <translation>cosb bagiau {n} gwaith, {points}</translation>
    </message>
    <message>
        <source>your blind nil made, {points}</source>
        <translation>dy nil dall wedi&apos;i wneud, {points}</translation>
    </message>
    <message>
        <source>your blind nil failed, {points}</source>
        <translation>dy nil dall wedi methu, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s blind nil made, {points}</source>
        <translation>nil dall {player} wedi&apos;i wneud, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s blind nil failed, {points}</source>
        <translation>nil dall {player} wedi methu, {points}</translation>
    </message>
    <message>
        <source>your nil made, {points}</source>
        <translation>dy nil wedi&apos;i wneud, {points}</translation>
    </message>
    <message>
        <source>your nil failed, {points}</source>
        <translation>dy nil wedi methu, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s nil made, {points}</source>
        <translation>nil {player} wedi&apos;i wneud, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s nil failed, {points}</source>
        <translation>nil {player} wedi methu, {points}</translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>black joker</source>
        <translation>jocer du</translation>
    </message>
    <message>
        <source>red joker</source>
        <translation>jocer coch</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>DT</translation>
    </message>
    <message>
        <source>{bid} sans {kitty}</source>
        <translation>{bid} dim {kitty}</translation>
    </message>
    <message>
        <source>{others} &amp; {last}</source>
        <translation>{others} &amp; {last}</translation>
    </message>
    <message>
        <source>inkle: a signal, cannot win the auction</source>
        <translation>inkle: arwydd, ni all ennill yr ocsiwn</translation>
    </message>
    <message>
        <source>joker: no suit</source>
        <translation>jocer: dim siwt</translation>
    </message>
    <message>
        <source>joker: {0}</source>
        <translation>jocer: {0}</translation>
    </message>
    <message>
        <source>partners: {0}</source>
        <translation>partneriaid: {0}</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBar</name>
    <message>
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Show the suggested call or card (H)</source>
        <translation>Vorgeschlagenes Gebot oder Karte zeigen (H)</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Meine Karten ansehen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>D</source>
        <comment>shortcut of Discard</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Put the chosen cards back (D)</source>
        <translation>Gewählte Karten ablegen (D)</translation>
    </message>
    <message>
        <source>Review the hand</source>
        <translation>Runde ansehen</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Deal the next hand (N)</source>
        <translation>Nächste Runde geben (N)</translation>
    </message>
    <message>
        <source>sans {0}</source>
        <translation>ohne {0}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Play from {0}&apos;s hand</source>
        <translation>Für {0} spielen</translation>
    </message>
    <message>
        <source>{0}: make your call</source>
        <translation>{0}: Gib dein Gebot ab</translation>
    </message>
    <message>
        <source>Choose {0} cards to put back in the {1}</source>
        <translation>Wähle {0} Karten zum Ablegen ({1})</translation>
    </message>
    <message>
        <source>Name your partner</source>
        <translation>Bestimme deinen Partner</translation>
    </message>
    <message>
        <source>Name your two partners</source>
        <translation>Bestimme deine zwei Partner</translation>
    </message>
    <message>
        <source>No suit</source>
        <translation>Keine Farbe</translation>
    </message>
    <message>
        <source>Nominate a suit for your joker, or keep it without one</source>
        <translation>Bestimme eine Farbe für deinen Joker oder lass ihn ohne Farbe</translation>
    </message>
    <message>
        <source>{0}: play a card</source>
        <translation>{0}: Spiel eine Karte</translation>
    </message>
    <message>
        <source>{0}: lead a card</source>
        <translation>{0}: Spiel eine Karte aus</translation>
    </message>
    <message>
        <source>Lead {card} as {suit}</source>
        <translation>{card} als {suit} ausspielen</translation>
    </message>
    <message>
        <source>Which suit does the joker lead?</source>
        <translation>Welche Farbe spielt der Joker aus?</translation>
    </message>
    <message>
        <source>No higher bid</source>
        <translation>Kein höheres Gebot</translation>
    </message>
    <message>
        <source>No lower bid</source>
        <translation>Kein niedrigeres Gebot</translation>
    </message>
    <message>
        <source>on your left</source>
        <translation>links von dir</translation>
    </message>
    <message>
        <source>on your right</source>
        <translation>rechts von dir</translation>
    </message>
    <message>
        <source>across, to the left</source>
        <translation>gegenüber, links</translation>
    </message>
    <message>
        <source>across, to the right</source>
        <translation>gegenüber, rechts</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>{bid} bieten</translation>
    </message>
    <message>
        <source>{0} of {1} chosen: {2}</source>
        <translation>{0} von {1} gewählt: {2}</translation>
    </message>
    <message>
        <source>{0} s left</source>
        <translation>noch {0} s</translation>
    </message>
</context>
<context>
    <name>AuctionModel</name>
    <message>
        <source>{bid} (inkle)</source>
        <translation>{bid} (Inkle)</translation>
    </message>
    <message>
        <source>D · {name}</source>
        <comment>the dealer&apos;s column</comment>
        <translation>G · {name}</translation>
    </message>
    <message>
        <source>{name} (dealer)</source>
        <translation>{name} (Geber)</translation>
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
        <translation>OT</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <source>{bid}, unavailable</source>
        <translation>{bid}, nicht möglich</translation>
    </message>
    <message>
        <source>{bid}: {value} points</source>
        <translation>{bid}: {value} Punkte</translation>
    </message>
    <message>
        <source>may also be bid sans {kitty}</source>
        <translation>auch ohne {kitty} bietbar</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>inkle: shows partner strength in {suit}</source>
        <translation>Inkle: zeigt dem Partner Stärke in {suit}</translation>
    </message>
    <message>
        <source>pass: partner&apos;s {bid} is our side&apos;s best contract</source>
        <translation>passe: Das Gebot des Partners ({bid}) ist unser bester Kontrakt</translation>
    </message>
    <message>
        <source>pass: not enough to raise partner&apos;s inkle to a contract</source>
        <translation>passe: zu wenig, um das Inkle des Partners zu einem Kontrakt zu erhöhen</translation>
    </message>
    <message>
        <source>pass: not enough for a higher bid</source>
        <translation>passe: zu wenig für ein höheres Gebot</translation>
    </message>
    <message>
        <source>{misere}: no card is likely to be forced to win</source>
        <translation>{misere}: Wohl keine Karte wird zum Stich gezwungen</translation>
    </message>
    <message>
        <source>{bid}: about {tricks:.1f} tricks expected with no trumps</source>
        <translation>{bid}: etwa {tricks:.1f} Stiche ohne Trumpf erwartet</translation>
    </message>
    <message>
        <source>{bid}: about {tricks:.1f} tricks expected with {suit} as trumps</source>
        <translation>{bid}: etwa {tricks:.1f} Stiche erwartet mit {suit} als Trumpf</translation>
    </message>
    <message>
        <source>{misere}: only low cards</source>
        <translation>{misere}: nur niedrige Karten</translation>
    </message>
    <message>
        <source>{bid}: a good {suit} hand</source>
        <translation>{bid}: gutes Blatt ({suit})</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>{card} always wins a trick</source>
        <translation>{card} macht immer einen Stich</translation>
    </message>
    <message>
        <source>{count} spades</source>
        <translation>{count} Pik</translation>
    </message>
    <message>
        <source>{card} has at most one card to play under it</source>
        <translation>{card} hat höchstens eine Karte, die man darunter spielen kann</translation>
    </message>
    <message>
        <source>blind nil: far behind, a gamble worth 200</source>
        <translation>Blind Nil: weit zurück, ein Wagnis um 200 Punkte</translation>
    </message>
    <message>
        <source>nil: no card likely to be forced to win, partner covers</source>
        <translation>Nil: Wohl keine Karte wird zum Stich gezwungen, der Partner deckt</translation>
    </message>
    <message>
        <source>bids {target}: about {tricks:.1f} tricks expected</source>
        <translation>bietet {target}: etwa {tricks:.1f} Stiche erwartet</translation>
    </message>
    <message>
        <source>bids {target}: about {tricks:.1f} tricks expected (not nil: {reason})</source>
        <translation>bietet {target}: etwa {tricks:.1f} Stiche erwartet (kein Nil: {reason})</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suit}</source>
        <translation>behält Trümpfe und sichere Stiche, macht sich in {suit} frei</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suit} and {other}</source>
        <translation>behält Trümpfe und sichere Stiche, macht sich in {suit} und {other} frei</translation>
    </message>
    <message>
        <source>keeps trumps and winners, voids {suits} and {last}</source>
        <translation>behält Trümpfe und sichere Stiche, macht sich in {suits} und {last} frei</translation>
    </message>
    <message>
        <source>seat {seat} bid {bid}</source>
        <translation>Platz {seat} bot {bid}</translation>
    </message>
    <message>
        <source>throws its lowest cards</source>
        <translation>legt die niedrigsten Karten ab</translation>
    </message>
    <message>
        <source>{misere}: throws the joker and its most dangerous cards</source>
        <translation>{misere}: legt den Joker und die gefährlichsten Karten ab</translation>
    </message>
    <message>
        <source>{misere}: throws its most dangerous cards</source>
        <translation>{misere}: legt die gefährlichsten Karten ab</translation>
    </message>
    <message>
        <source>keeps trumps and winners, throws low cards</source>
        <translation>behält Trümpfe und sichere Stiche, legt niedrige Karten ab</translation>
    </message>
    <message>
        <source>names the players who showed strength: {bids}</source>
        <translation>bestimmt die Spieler, die Stärke gezeigt haben: {bids}</translation>
    </message>
    <message>
        <source>names partners (nobody else showed strength)</source>
        <translation>bestimmt Partner (sonst hat niemand Stärke gezeigt)</translation>
    </message>
    <message>
        <source>{misere}: the joker goes with its longest suit, {suit}, so it can be thrown when void</source>
        <translation>{misere}: Der Joker kommt zur längsten Farbe, {suit}, damit er abgeworfen werden kann, sobald die Farbe fehlt</translation>
    </message>
    <message>
        <source>keeps the joker free</source>
        <translation>lässt den Joker ohne Farbe</translation>
    </message>
    <message>
        <source>keeps the joker free: it wins any trick it is played to</source>
        <translation>lässt den Joker ohne Farbe: Er macht jeden Stich, zu dem er gespielt wird</translation>
    </message>
    <message>
        <source>nominates {suit}: the joker stops that suit</source>
        <translation>bestimmt {suit}: Der Joker hält diese Farbe</translation>
    </message>
    <message>
        <source>nominates {suit}: the joker heads its long suit</source>
        <translation>bestimmt {suit}: Der Joker führt die lange Farbe an</translation>
    </message>
    <message>
        <source>leaves the trick to partner</source>
        <translation>überlässt den Stich dem Partner</translation>
    </message>
    <message>
        <source>trumps in</source>
        <translation>sticht</translation>
    </message>
    <message>
        <source>cannot win the trick</source>
        <translation>kann den Stich nicht machen</translation>
    </message>
    <message>
        <source>cashes a winner</source>
        <translation>holt einen sicheren Stich</translation>
    </message>
    <message>
        <source>leads the joker</source>
        <translation>spielt den Joker aus</translation>
    </message>
    <message>
        <source>plays low, under the nil bidder to come</source>
        <translation>spielt niedrig, damit der nachfolgende Nil-Spieler nicht drunter bleiben kann</translation>
    </message>
    <message>
        <source>leads low under the {misere} bidder (who is void in {suits})</source>
        <translation>spielt niedrig aus, unter den Ansager ({misere}, frei in {suits})</translation>
    </message>
    <message>
        <source>the {misere} bidder is void in {suits}: leads low anyway</source>
        <translation>der Ansager ({misere}) ist frei in {suits}: spielt trotzdem niedrig aus</translation>
    </message>
    <message>
        <source>the only legal card: a suitless joker must be played when void</source>
        <translation>die einzige erlaubte Karte: Ein Joker ohne Farbe muss gespielt werden, wenn man nicht bedienen kann</translation>
    </message>
    <message>
        <source>the only legal card</source>
        <translation>die einzige erlaubte Karte</translation>
    </message>
    <message>
        <source>ducks: partner is winning the trick</source>
        <translation>bleibt drunter: Der Partner macht den Stich</translation>
    </message>
    <message>
        <source>makes sure of the trick</source>
        <translation>sichert den Stich</translation>
    </message>
    <message>
        <source>third hand high: forces out the higher cards</source>
        <translation>dritte Hand hoch: treibt die höheren Karten heraus</translation>
    </message>
    <message>
        <source>trumps to make sure of the trick</source>
        <translation>sticht, um den Stich zu sichern</translation>
    </message>
    <message>
        <source>wins the trick with the joker</source>
        <translation>macht den Stich mit dem Joker</translation>
    </message>
    <message>
        <source>wins the trick</source>
        <translation>macht den Stich</translation>
    </message>
    <message>
        <source>takes the trick with its master card while it can</source>
        <translation>nimmt den Stich mit der höchsten Karte der Farbe, solange es geht</translation>
    </message>
    <message>
        <source>second hand low: partner plays after</source>
        <translation>zweite Hand tief: Der Partner spielt danach</translation>
    </message>
    <message>
        <source>plays high to force out the higher cards</source>
        <translation>spielt hoch, um die höheren Karten herauszutreiben</translation>
    </message>
    <message>
        <source>tries to win the trick</source>
        <translation>versucht, den Stich zu machen</translation>
    </message>
    <message>
        <source>draws trumps</source>
        <translation>zieht Trümpfe</translation>
    </message>
    <message>
        <source>draws trumps, forcing out the higher ones</source>
        <translation>zieht Trümpfe und treibt die höheren heraus</translation>
    </message>
    <message>
        <source>leads the joker while it can still name a suit</source>
        <translation>spielt den Joker aus, solange er noch eine Farbe bestimmen kann</translation>
    </message>
    <message>
        <source>sets up {suit} while its winners stop the other suits</source>
        <translation>entwickelt {suit}, solange die sicheren Stiche die anderen Farben halten</translation>
    </message>
    <message>
        <source>leads {suit} for partner to trump</source>
        <translation>spielt {suit} aus, damit der Partner sticht</translation>
    </message>
    <message>
        <source>leads partner&apos;s suit</source>
        <translation>spielt die Farbe des Partners aus</translation>
    </message>
    <message>
        <source>leads a singleton, to trump the suit later</source>
        <translation>spielt eine blanke Karte aus, um die Farbe später zu stechen</translation>
    </message>
    <message>
        <source>leads {suit}, the longest suit</source>
        <translation>spielt {suit} aus, die längste Farbe</translation>
    </message>
    <message>
        <source>leads a trump</source>
        <translation>spielt Trumpf aus</translation>
    </message>
    <message>
        <source>leads a low card</source>
        <translation>spielt eine niedrige Karte aus</translation>
    </message>
    <message>
        <source>leads its safest low card</source>
        <translation>spielt die sicherste niedrige Karte aus</translation>
    </message>
    <message>
        <source>plays a high card under the trick</source>
        <translation>spielt eine hohe Karte, die den Stich nicht macht</translation>
    </message>
    <message>
        <source>throws its most dangerous card</source>
        <translation>wirft die gefährlichste Karte ab</translation>
    </message>
    <message>
        <source>must play over: plays low, hoping to be overtaken</source>
        <translation>muss höher spielen: spielt niedrig und hofft, dass jemand noch höher spielt</translation>
    </message>
    <message>
        <source>has no card that loses</source>
        <translation>hat keine Karte, die den Stich verliert</translation>
    </message>
    <message>
        <source>plays under the {misere} bidder, who is winning the trick</source>
        <translation>bleibt unter dem Ansager ({misere}), der den Stich hält</translation>
    </message>
    <message>
        <source>must play over: plays as low as it can</source>
        <translation>muss höher spielen: spielt so niedrig wie möglich</translation>
    </message>
    <message>
        <source>must play over: unblocks its highest card</source>
        <translation>muss höher spielen: wird die höchste Karte los</translation>
    </message>
    <message>
        <source>has to win the trick</source>
        <translation>muss den Stich machen</translation>
    </message>
    <message>
        <source>plays low, under the {misere} bidder to come</source>
        <translation>spielt niedrig, damit der nachfolgende Ansager ({misere}) nicht drunter bleiben kann</translation>
    </message>
    <message>
        <source>throws a card it does not need</source>
        <translation>wirft eine überflüssige Karte ab</translation>
    </message>
    <message>
        <source>has only the joker</source>
        <translation>hat nur noch den Joker</translation>
    </message>
    <message>
        <source>gets rid of the joker while it cannot help the {misere} hand</source>
        <translation>wird den Joker los, solange er dem Ansager ({misere}) nicht helfen kann</translation>
    </message>
    <message>
        <source>unblocks its highest card</source>
        <translation>wird die höchste Karte los</translation>
    </message>
    <message>
        <source>throws a high card it does not need</source>
        <translation>wirft eine überflüssige hohe Karte ab</translation>
    </message>
    <message>
        <source>leads low under the {misere} bidder</source>
        <translation>spielt niedrig aus, unter den Ansager ({misere})</translation>
    </message>
    <message>
        <source>stays under the nil bidder, who is winning the trick</source>
        <translation>bleibt unter dem Nil-Spieler, der den Stich hält</translation>
    </message>
    <message>
        <source>avoids bags: the contract is safe</source>
        <translation>vermeidet Überstiche: Der Kontrakt ist sicher</translation>
    </message>
    <message>
        <source>draws spades</source>
        <translation>zieht Pik</translation>
    </message>
    <message>
        <source>nil: {reason}</source>
        <translation>Nil: {reason}</translation>
    </message>
    <message>
        <source>covers partner&apos;s nil: leads a winner</source>
        <translation>deckt das Nil des Partners: spielt einen sicheren Stich aus</translation>
    </message>
    <message>
        <source>leads a suit partner is void in</source>
        <translation>spielt eine Farbe aus, in der der Partner frei ist</translation>
    </message>
    <message>
        <source>covers partner&apos;s nil: leads high</source>
        <translation>deckt das Nil des Partners: spielt hoch aus</translation>
    </message>
    <message>
        <source>overtakes partner&apos;s card to save the nil</source>
        <translation>übernimmt die Karte des Partners, um das Nil zu retten</translation>
    </message>
    <message>
        <source>cannot cover partner</source>
        <translation>kann den Partner nicht decken</translation>
    </message>
    <message>
        <source>plays high to cover partner&apos;s nil</source>
        <translation>spielt hoch, um das Nil des Partners zu decken</translation>
    </message>
    <message>
        <source>partner&apos;s nil is safe in this trick</source>
        <translation>das Nil des Partners ist in diesem Stich sicher</translation>
    </message>
    <message>
        <source>leads low to break the nil</source>
        <translation>spielt niedrig aus, um das Nil zu knacken</translation>
    </message>
</context>
<context>
    <name>ChatModel</name>
    <message>
        <source>Hello!</source>
        <translation>Hallo!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Viel Glück!</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Gut gespielt</translation>
    </message>
    <message>
        <source>Nice hand</source>
        <translation>Schönes Blatt</translation>
    </message>
    <message>
        <source>Sorry, partner</source>
        <translation>Sorry, Partner</translation>
    </message>
    <message>
        <source>Thanks, partner</source>
        <translation>Danke, Partner</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Hoppla</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Pech gehabt</translation>
    </message>
    <message>
        <source>Wow!</source>
        <translation>Wow!</translation>
    </message>
    <message>
        <source>Let me think…</source>
        <translation>Moment, ich überlege…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Du bist dran!</translation>
    </message>
    <message>
        <source>One more game?</source>
        <translation>Noch eine Partie?</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Gute Partie</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Tschüss!</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat messages</source>
        <translation>Chatnachrichten</translation>
    </message>
    <message>
        <source>Chat is off at this table</source>
        <translation>Der Chat ist an diesem Tisch aus</translation>
    </message>
    <message>
        <source>Preset phrase</source>
        <translation>Vorgegebener Satz</translation>
    </message>
    <message>
        <source>A phrase everyone reads in their own language</source>
        <translation>Ein Satz, den jeder in seiner eigenen Sprache liest</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Sagen</translation>
    </message>
    <message>
        <source>Say the preset phrase</source>
        <translation>Den vorgegebenen Satz sagen</translation>
    </message>
    <message>
        <source>Say the chosen phrase to the table</source>
        <translation>Den gewählten Satz an den Tisch sagen</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sag etwas…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Press Enter to send</source>
        <translation>Mit Enter senden</translation>
    </message>
</context>
<context>
    <name>DealTableView</name>
    <message>
        <source>The deal&apos;s table: analysing…</source>
        <translation>Tabelle der Verteilung: wird analysiert…</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v von %m</translation>
    </message>
    <message>
        <source>The deal&apos;s table</source>
        <translation>Tabelle der Verteilung</translation>
    </message>
    <message>
        <source>The deal&apos;s table is not shown: it needs the cards of the hands that sat the play out, which were not seen.</source>
        <translation>Die Tabelle der Verteilung fehlt: Sie braucht die Karten der Hände, die beim Spiel aussetzten, und die waren nicht zu sehen.</translation>
    </message>
    <message>
        <source>The deal&apos;s table could not be worked out.</source>
        <translation>Die Tabelle der Verteilung konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <source>The deal&apos;s table: each side&apos;s tricks with best play, every card known, {0} leading.</source>
        <translation>Tabelle der Verteilung: die Stiche jeder Seite bei bestem Spiel und offenen Karten, Ausspiel bei {0}.</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <source>{side}, {trumps}: {tricks}</source>
        <translation>{side}, {trumps}: {tricks}</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>{0} trumps</source>
        <translation>{0} Trumpf</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <source>{0} tricks</source>
        <translation>{0} Stiche</translation>
    </message>
    <message>
        <source>The contract, {bid} ({who}), could have been made.</source>
        <translation>Der Kontrakt {bid} ({who}) hätte erfüllt werden können.</translation>
    </message>
    <message>
        <source>The contract, {bid} ({who}), could not have been made.</source>
        <translation>Der Kontrakt {bid} ({who}) hätte nicht erfüllt werden können.</translation>
    </message>
    <message>
        <source>{0} could have kept the nil.</source>
        <translation>Das Nil von {0} hätte gehalten werden können.</translation>
    </message>
    <message>
        <source>{0} could not have kept the nil: the other side could force a trick on it.</source>
        <translation>Das Nil von {0} hätte nicht gehalten werden können: Die Gegenseite hätte einen Stich erzwingen können.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} won the game.</source>
        <translation>Die Partie geht an {0}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Another game with the same players and rules</source>
        <translation>Noch eine Partie mit denselben Spielern und Regeln</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Choose the players and rules of a new game</source>
        <translation>Spieler und Regeln für eine neue Partie wählen</translation>
    </message>
    <message>
        <source>&amp;Save the record…</source>
        <translation>Protokoll &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the record</source>
        <translation>Protokoll speichern</translation>
    </message>
    <message>
        <source>Save this game&apos;s record to a file; this window stays open</source>
        <translation>Das Spielprotokoll dieser Partie in einer Datei speichern; dieses Fenster bleibt offen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close this summary and look at the table</source>
        <translation>Diese Übersicht schließen und den Tisch ansehen</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>You and {partners} won the game!</source>
        <translation>Du und {partners} habt die Partie gewonnen!</translation>
    </message>
    <message>
        <source>{side} won the game</source>
        <translation>Die Partie geht an {side}</translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n</source>
        <translation>
            <numerusform>Gespielte Runden: %n</numerusform>
            <numerusform>Gespielte Runden: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, thrown in: %n</source>
        <translation>
            <numerusform>, zusammengeworfen: %n</numerusform>
            <numerusform>, zusammengeworfen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The players scoring together</source>
        <translation>Die Spieler, die gemeinsam punkten</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The final score</source>
        <translation>Der Endstand</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Überstiche</translation>
    </message>
    <message>
        <source>Overtricks not yet penalised</source>
        <translation>Überstiche, die noch nicht bestraft wurden</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Hands in which the side bid tricks (nil bids apart)</source>
        <translation>Runden, in denen die Seite Stiche geboten hat (ohne Nil-Gebote)</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Kontrakte</translation>
    </message>
    <message>
        <source>Contracts the side won the auction for</source>
        <translation>Kontrakte, für die die Seite den Zuschlag bekam</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Erfüllte Gebote</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Erfüllte Kontrakte</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Bids that failed</source>
        <translation>Nicht erfüllte Gebote</translation>
    </message>
    <message>
        <source>Contracts that failed</source>
        <translation>Verlorene Kontrakte</translation>
    </message>
    <message>
        <source>Nils made</source>
        <translation>Nil erfüllt</translation>
    </message>
    <message>
        <source>Nil bids made, of those bid</source>
        <translation>Erfüllte Nil-Gebote von allen gebotenen</translation>
    </message>
    <message>
        <source>Best made</source>
        <translation>Höchster</translation>
    </message>
    <message>
        <source>The highest contract made</source>
        <translation>Der höchste erfüllte Kontrakt</translation>
    </message>
    <message>
        <source>{made} of {bid}</source>
        <translation>{made} von {bid}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>One row a side, the winner first: score and contracts</source>
        <translation>Eine Zeile je Seite, der Sieger zuerst: Punkte und Kontrakte</translation>
    </message>
    <message>
        <source>{side}: the winners</source>
        <translation>{side}: die Sieger</translation>
    </message>
</context>
<context>
    <name>HandReviewDialog</name>
    <message>
        <source>{0}: won the trick</source>
        <translation>{0}: hat den Stich gemacht</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Wird analysiert…</translation>
    </message>
    <message>
        <source>The hand could not be analysed.</source>
        <translation>Das Spiel konnte nicht analysiert werden.</translation>
    </message>
    <message>
        <source>Not analysed: {0}.</source>
        <translation>Nicht analysiert: {0}.</translation>
    </message>
    <message>
        <source>Marked cards gave away tricks to best play, every card known. Bids, discards, called partners and joker choices are not judged.</source>
        <translation>Markierte Karten haben gegen bestes Spiel bei offenen Karten Stiche verschenkt. Gebote, Abwürfe, gerufene Partner und Jokerfarben werden nicht bewertet.</translation>
    </message>
    <message>
        <source>cost 1 trick; {0} would have kept it</source>
        <translation>kostete 1 Stich; {0} hätte ihn gehalten</translation>
    </message>
    <message>
        <source>cost {0} tricks; {1} would have kept them</source>
        <translation>kostete {0} Stiche; {1} hätte sie gehalten</translation>
    </message>
    <message>
        <source>{0} lost nothing to best play.</source>
        <translation>{0} verloren nichts gegen bestes Spiel.</translation>
    </message>
    <message>
        <source>trick {0}, {1}, {2} tricks ({3} kept them)</source>
        <translation>Stich {0}, {1}, {2} Stiche ({3} hätte sie gehalten)</translation>
    </message>
    <message>
        <source>trick {0}, {1} ({2} kept it)</source>
        <translation>Stich {0}, {1} ({2} hätte ihn gehalten)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>cost the {misere}; {kept} would have kept it</source>
        <translation>kostete den {misere}; {kept} hätte ihn gehalten</translation>
    </message>
    <message>
        <source>cost the chance to beat the {misere}; {kept} would have kept it</source>
        <translation>kostete die Chance, den {misere} zu schlagen; {kept} hätte sie gehalten</translation>
    </message>
    <message>
        <source>{side} lost the {misere} to best play: {cards}.</source>
        <translation>{side} verloren den {misere} gegen bestes Spiel: {cards}.</translation>
    </message>
    <message>
        <source>{side} lost the chance to beat the {misere} to best play: {cards}.</source>
        <translation>{side} verloren die Chance, den {misere} zu schlagen, gegen bestes Spiel: {cards}.</translation>
    </message>
    <message>
        <source>{0} lost 1 trick to best play: {1}.</source>
        <translation>{0} verloren 1 Stich gegen bestes Spiel: {1}.</translation>
    </message>
    <message>
        <source>{0} lost {1} tricks to best play: {2}.</source>
        <translation>{0} verloren {1} Stiche gegen bestes Spiel: {2}.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>no card was played: the hand was thrown in</source>
        <translation>keine Karte wurde gespielt: das Spiel wurde eingeworfen</translation>
    </message>
    <message>
        <source>the record stops before the first card of this hand</source>
        <translation>die Aufzeichnung endet vor der ersten Karte dieses Spiels</translation>
    </message>
    <message>
        <source>not every card was seen: the hand did not reach its last trick</source>
        <translation>nicht jede Karte war zu sehen: das Spiel erreichte seinen letzten Stich nicht</translation>
    </message>
    <message>
        <source>the cards seen are not a legal play of the hand</source>
        <translation>die gesehenen Karten sind kein regelgerechter Spielverlauf</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Open (network)</source>
        <translation>Offen (Netzwerk)</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Mein Tisch</translation>
    </message>
    <message>
        <source>The name players looking for tables on the network see.</source>
        <translation>Der Name, den Spieler bei der Suche nach Tischen im Netzwerk sehen.</translation>
    </message>
    <message>
        <source>Whoever joins, to play or to watch, must give this password. Leave it empty for a table anyone may join.</source>
        <translation>Wer beitritt, ob zum Spielen oder Zuschauen, muss dieses Passwort angeben. Lass es leer für einen Tisch, dem jeder beitreten darf.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>How many people may watch the game at once.</source>
        <translation>Wie viele Personen der Partie gleichzeitig zuschauen dürfen.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>What the players and spectators may say at the table: nothing, only ready-made phrases (“Good luck!”, “Well played”…), or anything they type.</source>
        <translation>Was Spieler und Zuschauer am Tisch sagen dürfen: nichts, nur vorgegebene Sätze („Viel Glück!“, „Gut gespielt“…) oder beliebigen Text.</translation>
    </message>
    <message>
        <source>Preset phrases only</source>
        <translation>Nur vorgegebene Sätze</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>Freier Text</translation>
    </message>
    <message>
        <source>When a player&apos;s connection drops, a computer player of this level plays for them until they come back.</source>
        <translation>Bricht die Verbindung eines Spielers ab, spielt ein Computerspieler dieser Stufe für ihn, bis er zurückkommt.</translation>
    </message>
    <message>
        <source>The TCP port players connect to. Whoever joins by address types it after the address: host:port.</source>
        <translation>Der TCP-Port, mit dem sich die Spieler verbinden. Wer über die Adresse beitritt, gibt ihn nach der Adresse ein: host:port.</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>Tisch&amp;name:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Spe&amp;ctators:</source>
        <translation>&amp;Zuschauer:</translation>
    </message>
    <message>
        <source>C&amp;hat:</source>
        <translation>C&amp;hat:</translation>
    </message>
    <message>
        <source>Computer for &amp;dropped players:</source>
        <translation>Computer bei &amp;Verbindungsabbruch:</translation>
    </message>
    <message>
        <source>TCP p&amp;ort:</source>
        <translation>TCP-P&amp;ort:</translation>
    </message>
    <message>
        <source>Players on this network find the table by its name; anyone can also join by this computer&apos;s address and the port.</source>
        <translation>Spieler in diesem Netzwerk finden den Tisch über seinen Namen; außerdem kann jeder über die Adresse dieses Computers und den Port beitreten.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Whoever joins over the network takes this seat under their own name.</source>
        <translation>Wer über das Netzwerk beitritt, übernimmt diesen Platz unter eigenem Namen.</translation>
    </message>
    <message>
        <source>The name shown at this seat.</source>
        <translation>Der Name, der an diesem Platz angezeigt wird.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>The table needs a name of 1 to {most} characters (tab “{tab}”).</source>
        <translation>Der Tisch braucht einen Namen mit 1 bis {most} Zeichen (Reiter „{tab}“).</translation>
    </message>
    <message>
        <source>Choose the seat you play in: set its player to “{you}”.</source>
        <translation>Wähle den Platz, an dem du spielst: Stelle seinen Spieler auf „{you}“.</translation>
    </message>
    <message>
        <source>Only one seat can be yours (“{you}”): make the others “{open}” or “{computer}”.</source>
        <translation>Nur ein Platz kann deiner sein („{you}“): Stelle die anderen auf „{open}“ oder „{computer}“.</translation>
    </message>
    <message>
        <source>Your name at seat {number} must be 1 to {most} characters for a network table.</source>
        <translation>Dein Name auf Platz {number} muss für einen Netzwerktisch 1 bis {most} Zeichen lang sein.</translation>
    </message>
    <message>
        <source>Set at least one seat to “{open}”, so that someone can join.</source>
        <translation>Stelle mindestens einen Platz auf „{open}“, damit jemand beitreten kann.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <source>The table could not be announced on the network ({0}): players can join by address.</source>
        <translation>Der Tisch konnte im Netzwerk nicht bekannt gemacht werden ({0}): Spieler können über die Adresse beitreten.</translation>
    </message>
    <message>
        <source>The table stopped: {0}</source>
        <translation>Der Tisch wurde beendet: {0}</translation>
    </message>
    <message>
        <source>The table cannot listen on port {0}: {1}.</source>
        <translation>Der Tisch kann nicht auf Port {0} lauschen: {1}.</translation>
    </message>
    <message>
        <source>The table&apos;s record cannot be written to {0}: {1}.</source>
        <translation>Das Spielprotokoll des Tisches kann nicht nach {0} geschrieben werden: {1}.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>&amp;Tables on the network:</source>
        <translation>&amp;Tische im Netzwerk:</translation>
    </message>
    <message>
        <source>The host&apos;s IPv4 address or name, with its port after a colon: 192.168.1.20:50500. An IPv6 address goes in brackets: [fe80::1]:50500.</source>
        <translation>Die IPv4-Adresse oder der Name des Hosts, mit dem Port nach einem Doppelpunkt: 192.168.1.20:50500. Eine IPv6-Adresse steht in eckigen Klammern: [fe80::1]:50500.</translation>
    </message>
    <message>
        <source>host or host:port (the port is {port} if not given)</source>
        <translation>Host oder Host:Port (ohne Angabe ist der Port {port})</translation>
    </message>
    <message>
        <source>The name the others see you under: 1 to {most} characters.</source>
        <translation>Der Name, unter dem dich die anderen sehen: 1 bis {most} Zeichen.</translation>
    </message>
    <message>
        <source>&amp;Play, in</source>
        <translation>&amp;Mitspielen:</translation>
    </message>
    <message>
        <source>Take a seat at the table.</source>
        <translation>Einen Platz am Tisch einnehmen.</translation>
    </message>
    <message>
        <source>The seat you would like; if it is taken, you get a free one.</source>
        <translation>Der Platz, den du möchtest; ist er besetzt, bekommst du einen freien.</translation>
    </message>
    <message>
        <source>&amp;Watch the game</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>Join as a spectator: you see the table, but nobody&apos;s cards.</source>
        <translation>Als Zuschauer beitreten: Du siehst den Tisch, aber niemandes Karten.</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Join to:</source>
        <translation>Beitreten:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>any free seat</source>
        <translation>beliebiger freier Platz</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>falls der Tisch eines hat</translation>
    </message>
    <message>
        <source>A table joined by its address may need a password or not.</source>
        <translation>Ein Tisch, dem du über seine Adresse beitrittst, hat vielleicht ein Passwort, vielleicht nicht.</translation>
    </message>
    <message>
        <source>needed for this table</source>
        <translation>für diesen Tisch nötig</translation>
    </message>
    <message>
        <source>This table asks for its password.</source>
        <translation>Dieser Tisch verlangt sein Passwort.</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>This table needs no password.</source>
        <translation>Dieser Tisch braucht kein Passwort.</translation>
    </message>
    <message>
        <source>Your name must be 1 to {most} characters, not only spaces, without control characters.</source>
        <translation>Dein Name muss 1 bis {most} Zeichen lang sein, darf nicht nur aus Leerzeichen bestehen und keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>“{table}” has no free seat; you can watch the game.</source>
        <translation>„{table}“ hat keinen freien Platz; du kannst zuschauen.</translation>
    </message>
    <message>
        <source>“{table}” takes no more spectators.</source>
        <translation>„{table}“ nimmt keine weiteren Zuschauer auf.</translation>
    </message>
    <message>
        <source>“{table}” needs its password.</source>
        <translation>„{table}“ verlangt sein Passwort.</translation>
    </message>
    <message>
        <source>Choose a table from the list, or type the host&apos;s address.</source>
        <translation>Wähle einen Tisch aus der Liste oder gib die Adresse des Hosts ein.</translation>
    </message>
    <message>
        <source>The port after the colon must be a number from 1 to 65535.</source>
        <translation>Der Port nach dem Doppelpunkt muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>An IPv6 address goes in brackets, with any port after them: [fe80::1]:{port}.</source>
        <translation>Eine IPv6-Adresse steht in eckigen Klammern, ein Port folgt danach: [fe80::1]:{port}.</translation>
    </message>
    <message>
        <source>“{host}” is not an IPv4 address or a host name.</source>
        <translation>„{host}“ ist weder eine IPv4-Adresse noch ein Hostname.</translation>
    </message>
    <message>
        <source>Tables on the network cannot be listed here ({reason}): join by address.</source>
        <translation>Tische im Netzwerk können hier nicht aufgelistet werden ({reason}): Tritt über die Adresse bei.</translation>
    </message>
    <message>
        <source>Double-click a table to join it.</source>
        <translation>Doppelklicke auf einen Tisch, um ihm beizutreten.</translation>
    </message>
    <message>
        <source>Looking for tables on the network…</source>
        <translation>Suche nach Tischen im Netzwerk…</translation>
    </message>
    <message>
        <source>No tables listed: join by address.</source>
        <translation>Keine Tische gefunden: Tritt über die Adresse bei.</translation>
    </message>
</context>
<context>
    <name>LanControls</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Einem Tisch beit&amp;reten…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Tisch wird eröffnet…</translation>
    </message>
    <message>
        <source>Others join at {0}, port {1}.</source>
        <translation>Andere treten über {0}, Port {1} bei.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Give the seat away</source>
        <translation>Platz abgeben</translation>
    </message>
    <message>
        <source>Give {0}&apos;s seat to a computer player for good? {0} can no longer come back to it.</source>
        <translation>Den Platz von {0} endgültig einem Computerspieler geben? {0} kann dann nicht mehr dorthin zurückkehren.</translation>
    </message>
    <message>
        <source>Open the seat</source>
        <translation>Platz freigeben</translation>
    </message>
    <message>
        <source>Let {0} go and open the seat for someone else? {0} can no longer come back to it; a computer player keeps it until someone joins.</source>
        <translation>{0} gehen lassen und den Platz für jemand anderen freigeben? {0} kann nicht mehr auf diesen Platz zurück; bis jemand beitritt, spielt ein Computerspieler ihn.</translation>
    </message>
    <message>
        <source>Connecting to {0}:{1}…</source>
        <translation>Verbinde mit {0}:{1}…</translation>
    </message>
    <message>
        <source>Watching “{0}”</source>
        <translation>Zuschauer bei „{0}“</translation>
    </message>
    <message>
        <source>Hosting “{0}”</source>
        <translation>Gastgeber von „{0}“</translation>
    </message>
    <message>
        <source>At “{0}” in seat {1}</source>
        <translation>Am Tisch „{0}“, Platz {1}</translation>
    </message>
    <message>
        <source>Waiting for one more player to join.</source>
        <translation>Warte darauf, dass noch ein Spieler beitritt.</translation>
    </message>
    <message>
        <source>Waiting for {0} more players to join.</source>
        <translation>Warte darauf, dass noch {0} Spieler beitreten.</translation>
    </message>
    <message>
        <source>The host answered: {0}</source>
        <translation>Der Gastgeber antwortete: {0}</translation>
    </message>
    <message>
        <source>The connection ended: {0}</source>
        <translation>Die Verbindung wurde beendet: {0}</translation>
    </message>
    <message>
        <source>Not connected: {0}</source>
        <translation>Nicht verbunden: {0}</translation>
    </message>
    <message>
        <source>The connection ended</source>
        <translation>Die Verbindung wurde beendet</translation>
    </message>
    <message>
        <source>The connection to the table ended: {0}.

Join again? If you had a seat, you get it back.</source>
        <translation>Die Verbindung zum Tisch wurde beendet: {0}.

Erneut beitreten? Wenn du einen Platz hattest, bekommst du ihn zurück.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your contract: {bid}</source>
        <translation>Dein Kontrakt: {bid}</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}</source>
        <translation>Kontrakt von {player}: {bid}</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}; you sit this hand out</source>
        <translation>Kontrakt von {player}: {bid}; du setzt diese Runde aus</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}, with you as partner</source>
        <translation>Kontrakt von {player}: {bid}, mit dir als Partner</translation>
    </message>
    <message>
        <source>{player}&apos;s contract: {bid}; you defend</source>
        <translation>Kontrakt von {player}: {bid}; du verteidigst</translation>
    </message>
    <message>
        <source>Five Hundred</source>
        <translation>Five Hundred</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Protokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>Protokoll &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Previous hand</source>
        <translation>Vorige &amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on</source>
        <translation>Klicke auf den Tisch oder drücke eine Taste, um weiterzumachen</translation>
    </message>
    <message>
        <source>All passed: the hand is thrown in.</source>
        <translation>Alle haben gepasst: Die Runde wird zusammengeworfen.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Paused: press P to go on</source>
        <translation>Pause: Drücke P, um weiterzumachen</translation>
    </message>
    <message>
        <source>Suggestion: {0}</source>
        <translation>Vorschlag: {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it? It is not kept.</source>
        <translation>Eine Partie läuft noch. Willst du sie verlassen? Sie wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>You are at a table on the network. Leave it?</source>
        <translation>Du sitzt an einem Tisch im Netzwerk. Verlassen?</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {0}.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {0}.</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {0}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>No finished hand to review yet.</source>
        <translation>Noch keine beendete Runde zum Ansehen.</translation>
    </message>
    <message>
        <source>The previous hand</source>
        <translation>Die vorige Runde</translation>
    </message>
    <message>
        <source>About Five Hundred</source>
        <translation>Über Five Hundred</translation>
    </message>
    <message>
        <source>&lt;h3&gt;fivehundred-qt {0}&lt;/h3&gt;&lt;p&gt;The card game 500 (American and Australian, 2 to 6 players) and partnership Spades.&lt;/p&gt;&lt;p&gt;Cards, table and rules engine written for this program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;fivehundred-qt {0}&lt;/h3&gt;&lt;p&gt;Das Kartenspiel 500 (amerikanisch und australisch, 2 bis 6 Spieler) und Spades mit Partnern.&lt;/p&gt;&lt;p&gt;Karten, Tisch und Regelwerk wurden für dieses Programm geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The results of this session could not be written to the statistics ({0}), so they are lost.</source>
        <translation>Die Ergebnisse dieser Sitzung konnten nicht in die Statistik geschrieben werden ({0}) und sind daher verloren.</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>All passed: no trumps, everyone for their tricks</source>
        <translation>Alle haben gepasst: ohne Trumpf, jeder spielt für seine Stiche</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>{0} ist dran: Gebot</translation>
    </message>
    <message>
        <source>{0} to discard</source>
        <translation>{0} ist dran: Ablegen</translation>
    </message>
    <message>
        <source>{0} to name a partner</source>
        <translation>{0} ist dran: Partner bestimmen</translation>
    </message>
    <message>
        <source>{0} to name the joker&apos;s suit</source>
        <translation>{0} ist dran: Farbe für den Joker bestimmen</translation>
    </message>
    <message>
        <source>{0} to play from {1}&apos;s hand</source>
        <translation>{0} ist dran: aus der Hand von {1} spielen</translation>
    </message>
    <message>
        <source>{0} to lead</source>
        <translation>{0} ist dran: Ausspielen</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>{0} ist dran: Karte spielen</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>the host sent something this app cannot read ({0})</source>
        <translation>der Host hat etwas gesendet, das diese App nicht lesen kann ({0})</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht dran</translation>
    </message>
    <message>
        <source>choose {0} cards of your hand</source>
        <translation>wähle {0} Karten aus deinem Blatt</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>das ist jetzt nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
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
        <translation>500: Gebote auf Stiche, mit einem Joker und einem Stock übriger Karten. Spades: vier Spieler in zwei Partnerschaften, Pik ist immer Trumpf.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Australian</source>
        <translation>Australisch</translation>
    </message>
    <message>
        <source>American</source>
        <translation>Amerikanisch</translation>
    </message>
    <message>
        <source>A ready-made rule set. Choosing one resets every rule option to it; the players, teams and kitty stay as they are.</source>
        <translation>Ein fertiger Regelsatz. Die Auswahl setzt alle Regeloptionen darauf zurück; Spieler, Teams und Stock bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>How many play. The deck grows with the number of players.</source>
        <translation>Wie viele mitspielen. Das Kartenspiel wächst mit der Zahl der Spieler.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Who plays with whom. Only the forms that fit the number of players are offered.</source>
        <translation>Wer mit wem spielt. Angeboten werden nur die Formen, die zur Zahl der Spieler passen.</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>&amp;Teams:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Offer &amp;suggestions (hints)</source>
        <translation>&amp;Vorschläge anbieten (Tipps)</translation>
    </message>
    <message>
        <source>Whether players may ask for a suggested bid or card.</source>
        <translation>Ob Spieler sich ein Gebot oder eine Karte vorschlagen lassen dürfen.</translation>
    </message>
    <message>
        <source>Time allowed for each call. When it runs out, the suggested call is made.</source>
        <translation>Bedenkzeit für jede Ansage. Läuft sie ab, wird die vorgeschlagene Ansage gemacht.</translation>
    </message>
    <message>
        <source>&amp;Bid time:</source>
        <translation>&amp;Bietzeit:</translation>
    </message>
    <message>
        <source>Time allowed for each card. When it runs out, the suggested card is played.</source>
        <translation>Bedenkzeit für jede Karte. Läuft sie ab, wird die vorgeschlagene Karte gespielt.</translation>
    </message>
    <message>
        <source>Pla&amp;y time:</source>
        <translation>Spie&amp;lzeit:</translation>
    </message>
    <message>
        <source>R&amp;eset to preset</source>
        <translation>Auf Vorgabe &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Set every rule option back to the chosen preset.</source>
        <translation>Alle Regeloptionen auf die gewählte Vorgabe zurücksetzen.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Bidding:</source>
        <translation>Bieten:</translation>
    </message>
    <message>
        <source>Australian: calls go round until all but one player have passed. American: one round of calls only; the first callers may make inkles, 6-level bids that cannot win.</source>
        <translation>Australisch: Die Ansagen gehen reihum, bis alle Spieler außer einem gepasst haben. Amerikanisch: nur eine Runde Ansagen; die ersten Bieter dürfen Inkles ansagen, Gebote der 6er-Stufe, die nicht gewinnen können.</translation>
    </message>
    <message>
        <source>Australian (round and round)</source>
        <translation>Australisch (mehrere Runden)</translation>
    </message>
    <message>
        <source>American (one round)</source>
        <translation>Amerikanisch (eine Runde)</translation>
    </message>
    <message>
        <source>The last bidder may raise their own bid</source>
        <translation>Der letzte Bieter darf sein eigenes Gebot erhöhen</translation>
    </message>
    <message>
        <source>Australian bidding: when everyone else has passed, the highest bidder gets one more chance to make a higher call.</source>
        <translation>Australisches Bieten: Haben alle anderen gepasst, bekommt der Höchstbietende noch eine Gelegenheit für eine höhere Ansage.</translation>
    </message>
    <message>
        <source>If everyone passes:</source>
        <translation>Wenn alle passen:</translation>
    </message>
    <message>
        <source>What happens when nobody bids: throw the cards in and deal again, or play the hand at no trumps with every side scoring 10 for each trick.</source>
        <translation>Was geschieht, wenn niemand bietet: die Karten zusammenwerfen und neu geben oder die Runde ohne Trumpf spielen, wobei jede Seite 10 Punkte pro Stich bekommt.</translation>
    </message>
    <message>
        <source>Throw in and redeal</source>
        <translation>Zusammenwerfen und neu geben</translation>
    </message>
    <message>
        <source>Play at no trumps</source>
        <translation>Ohne Trumpf spielen</translation>
    </message>
    <message>
        <source>Allow bids sans {kitty}</source>
        <translation>Gebote ohne {kitty} erlauben</translation>
    </message>
    <message>
        <source>A bidder may promise to play without taking the {kitty}. Such a bid outranks the same bid with the {kitty} and scores the same.</source>
        <translation>Ein Bieter darf zusagen, ohne {kitty} zu spielen. Ein solches Gebot steht über dem gleichen Gebot mit {kitty} und zählt gleich viel.</translation>
    </message>
    <message>
        <source>{Misere} may be bid:</source>
        <translation>{Misere} erlaubt:</translation>
    </message>
    <message>
        <source>When a player may bid {misere}: a contract to take no trick at all, played alone.</source>
        <translation>Wann ein Spieler {misere} bieten darf: ein Kontrakt, bei dem er allein spielt und keinen einzigen Stich machen darf.</translation>
    </message>
    <message>
        <source>After a 7-level bid</source>
        <translation>Nach einem 7er-Gebot</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>{Misere} is worth:</source>
        <translation>{Misere} zählt:</translation>
    </message>
    <message>
        <source>What a {misere} contract wins when made and loses when failed. The value also decides which bids overbid it.</source>
        <translation>Was {misere} bei Erfüllung gewinnt und sonst verliert. Der Wert entscheidet auch, welche Gebote darüber liegen.</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>8♠ overbids {misere}</source>
        <translation>8♠ überbietet {misere}</translation>
    </message>
    <message>
        <source>With {misere} worth 250: whether 8♠ (240) still overbids it. If not, 8♣ is the lowest bid above it.</source>
        <translation>Wenn {misere} 250 zählt: ob 8♠ (240) trotzdem darüber liegt. Wenn nicht, ist 8♣ das niedrigste Gebot darüber.</translation>
    </message>
    <message>
        <source>{Open_misere} may be bid:</source>
        <translation>{Open_misere} erlaubt:</translation>
    </message>
    <message>
        <source>When a player may bid {open_misere}: {misere} with the contractor&apos;s hand laid face up for all to see.</source>
        <translation>Wann ein Spieler {open_misere} bieten darf: {misere}, wobei das Blatt des Ansagers für alle sichtbar offen liegt.</translation>
    </message>
    <message>
        <source>After an 8-level bid</source>
        <translation>Nach einem 8er-Gebot</translation>
    </message>
    <message>
        <source>{Open_misere} is worth:</source>
        <translation>{Open_misere} zählt:</translation>
    </message>
    <message>
        <source>What an {open_misere} contract wins or loses. At 520 it outranks even 10 no trumps; at 330 or 430 any 9- or 10-level bid overbids it.</source>
        <translation>Was {open_misere} gewinnt oder verliert. Mit 520 steht dieser Kontrakt sogar über 10 ohne Trumpf; mit 330 oder 430 überbietet ihn jedes Gebot der 9er- oder 10er-Stufe.</translation>
    </message>
    <message>
        <source>10♥ overbids {open_misere}</source>
        <translation>10♥ überbietet {open_misere}</translation>
    </message>
    <message>
        <source>With {open_misere} (and {blind_misere}) worth 500: whether 10♥ overbids it, or only 10 no trumps.</source>
        <translation>Wenn {open_misere} (und {blind_misere}) 500 zählt: ob 10♥ darüber liegt oder nur 10 ohne Trumpf.</translation>
    </message>
    <message>
        <source>{Open_misere} hand shown:</source>
        <translation>Blatt bei {Open_misere} aufdecken:</translation>
    </message>
    <message>
        <source>When the {open_misere} contractor&apos;s hand is laid face up. This changes only what the others see, never which cards may be played.</source>
        <translation>Wann das Blatt des Ansagers bei {open_misere} offen hingelegt wird. Das ändert nur, was die anderen sehen, nie, welche Karten gespielt werden dürfen.</translation>
    </message>
    <message>
        <source>After the first trick</source>
        <translation>Nach dem ersten Stich</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Vor dem ersten Ausspielen</translation>
    </message>
    <message>
        <source>Allow {blind_misere} (500 points)</source>
        <translation>Erlaubt: {blind_misere} (500 Punkte)</translation>
    </message>
    <message>
        <source>A player may bid {misere} before looking at their cards, as their first call of the hand. It ranks as an {open_misere} worth 500.</source>
        <translation>Ein Spieler darf {misere} bieten, bevor er seine Karten ansieht, als erste Ansage der Runde. Das zählt wie {open_misere} mit 500 Punkten.</translation>
    </message>
    <message>
        <source>The {misere} bidder&apos;s partner:</source>
        <translation>Partner bei {misere}:</translation>
    </message>
    <message>
        <source>In partnership games: the partner sits the hand out with cards face down, or the contractor plays the partner&apos;s hand face up as well and must lose with both.</source>
        <translation>In Partnerspielen: Der Partner setzt die Runde mit verdeckten Karten aus, oder der Ansager spielt auch das Blatt des Partners offen und muss mit beiden verlieren.</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Is played by the contractor</source>
        <translation>Wird vom Ansager gespielt</translation>
    </message>
    <message>
        <source>Defenders score tricks against {misere}</source>
        <translation>Stiche der Gegenspieler zählen bei {misere}</translation>
    </message>
    <message>
        <source>Whether the defenders of a {misere} contract score 10 for each trick they take.</source>
        <translation>Ob die Gegenspieler gegen {misere} für jeden gemachten Stich 10 Punkte bekommen.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>The contractor may give the joker a suit</source>
        <translation>Der Ansager darf dem Joker eine Farbe geben</translation>
    </message>
    <message>
        <source>In a no-trump or {misere} contract, a contractor holding the joker may name its suit before the first lead; it is then the highest card of that suit.</source>
        <translation>Bei einem Kontrakt ohne Trumpf oder {misere} darf ein Ansager mit dem Joker dessen Farbe vor dem ersten Ausspielen bestimmen; der Joker ist dann die höchste Karte dieser Farbe.</translation>
    </message>
    <message>
        <source>A joker without a suit may be played:</source>
        <translation>Ein Joker ohne Farbe darf gespielt werden:</translation>
    </message>
    <message>
        <source>When a joker that has no suit may be played to a trick someone else led.</source>
        <translation>Wann ein Joker ohne Farbe zu einem Stich gespielt werden darf, den jemand anderes ausgespielt hat.</translation>
    </message>
    <message>
        <source>Only when out of the led suit</source>
        <translation>Nur wenn man die Farbe nicht bedienen kann</translation>
    </message>
    <message>
        <source>Leading a joker without a suit:</source>
        <translation>Joker ohne Farbe ausspielen:</translation>
    </message>
    <message>
        <source>Which suit the holder names when leading a joker that has no suit; the others must follow it. The joker wins the trick.</source>
        <translation>Welche Farbe der Spieler bestimmt, wenn er einen Joker ohne Farbe ausspielt; die anderen müssen sie bedienen. Der Joker macht den Stich.</translation>
    </message>
    <message>
        <source>Names a suit not yet led</source>
        <translation>Bestimmt eine noch nicht gespielte Farbe</translation>
    </message>
    <message>
        <source>Names any suit</source>
        <translation>Bestimmt eine beliebige Farbe</translation>
    </message>
    <message>
        <source>Allowed only to the last trick</source>
        <translation>Nur zum letzten Stich erlaubt</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Only a contract can win the game</source>
        <translation>Nur ein Kontrakt kann die Partie gewinnen</translation>
    </message>
    <message>
        <source>On: a side reaches the winning score only by making a contract it bid; points for defending stop short of it.</source>
        <translation>An: Eine Seite erreicht die Gewinnpunktzahl nur, indem sie einen selbst gebotenen Kontrakt erfüllt; Punkte als Gegenspieler bleiben knapp darunter.</translation>
    </message>
    <message>
        <source>Defenders&apos; points stop at:</source>
        <translation>Gegenspieler-Punkte enden bei:</translation>
    </message>
    <message>
        <source>A side&apos;s points for tricks taken while defending never take it above this total. &apos;none&apos;: no cap.</source>
        <translation>Die Punkte einer Seite für Stiche als Gegenspieler bringen sie nie über diese Summe. „keine“: keine Grenze.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Winning score:</source>
        <translation>Gewinnpunktzahl:</translation>
    </message>
    <message>
        <source>The score that wins the game.</source>
        <translation>Die Punktzahl, mit der man die Partie gewinnt.</translation>
    </message>
    <message>
        <source>Losing score:</source>
        <translation>Verlustpunktzahl:</translation>
    </message>
    <message>
        <source>A side at or below this score loses the game (&apos;out backwards&apos;). &apos;none&apos;: no such limit.</source>
        <translation>Eine Seite mit dieser Punktzahl oder weniger verliert die Partie („rückwärts hinaus“). „keine“: keine solche Grenze.</translation>
    </message>
    <message>
        <source>Allow blind nil (200 points)</source>
        <translation>Blind Nil erlauben (200 Punkte)</translation>
    </message>
    <message>
        <source>A player may bid nil before looking at their cards, to win or lose 200.</source>
        <translation>Ein Spieler darf Nil bieten, bevor er seine Karten ansieht, und gewinnt oder verliert dann 200.</translation>
    </message>
    <message>
        <source>Bags before a penalty:</source>
        <translation>Überstiche bis zur Strafe:</translation>
    </message>
    <message>
        <source>How many overtricks (bags) a team collects before it pays the bag penalty.</source>
        <translation>Wie viele Überstiche ein Team sammelt, bevor es die Überstich-Strafe zahlt.</translation>
    </message>
    <message>
        <source>Bag penalty:</source>
        <translation>Überstich-Strafe:</translation>
    </message>
    <message>
        <source>The points a team loses each time its bags reach the limit.</source>
        <translation>Die Punkte, die ein Team jedes Mal verliert, wenn seine Überstiche die Grenze erreichen.</translation>
    </message>
    <message>
        <source>A team at or below this score loses the game. &apos;none&apos;: no such limit.</source>
        <translation>Ein Team mit dieser Punktzahl oder weniger verliert die Partie. „keine“: keine solche Grenze.</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>Jeder für sich</translation>
    </message>
    <message>
        <source>2 against 2</source>
        <translation>2 gegen 2</translation>
    </message>
    <message>
        <source>Partners called each hand</source>
        <translation>Partner werden jede Runde gerufen</translation>
    </message>
    <message>
        <source>Three teams of 2</source>
        <translation>Drei Teams zu 2</translation>
    </message>
    <message>
        <source>Two teams of 3</source>
        <translation>Zwei Teams zu 3</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n-card deck)</source>
        <translation>
            <numerusform>(Blatt mit %n Karte)</numerusform>
            <numerusform>(Blatt mit %n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number} needs a name.</source>
        <translation>Platz {number} braucht einen Namen.</translation>
    </message>
    <message>
        <source>These teams do not fit this number of players.</source>
        <translation>Diese Teams passen nicht zu dieser Zahl von Spielern.</translation>
    </message>
    <message>
        <source>This kitty size does not fit this number of players.</source>
        <translation>Diese Stockgröße passt nicht zu dieser Zahl von Spielern.</translation>
    </message>
    <message>
        <source>Raising your own bid is an Australian rule.</source>
        <translation>Das eigene Gebot zu erhöhen ist eine australische Regel.</translation>
    </message>
    <message>
        <source>The defenders&apos; limit must be a positive number.</source>
        <translation>Die Grenze der Gegenspieler muss eine positive Zahl sein.</translation>
    </message>
    <message>
        <source>The winning score must be a positive number.</source>
        <translation>Die Gewinnpunktzahl muss eine positive Zahl sein.</translation>
    </message>
    <message>
        <source>The losing score must be below the winning score.</source>
        <translation>Die Verlustpunktzahl muss unter der Gewinnpunktzahl liegen.</translation>
    </message>
    <message>
        <source>The bag limit must be a positive number.</source>
        <translation>Die Überstich-Grenze muss eine positive Zahl sein.</translation>
    </message>
    <message>
        <source>The bag penalty must be zero or a positive number.</source>
        <translation>Die Überstich-Strafe muss null oder eine positive Zahl sein.</translation>
    </message>
    <message>
        <source>{message} (tab “{tab}”)</source>
        <translation>{message} (Reiter „{tab}“)</translation>
    </message>
    <message>
        <source>{Kitty}:</source>
        <translation>{Kitty}:</translation>
    </message>
    <message>
        <source>How many cards are left over for the contractor to take as the {kitty}; this also decides the deck.</source>
        <translation>Wie viele Karten übrig bleiben, die der Ansager als {kitty} aufnimmt; das bestimmt auch das Kartenspiel.</translation>
    </message>
    <message>
        <source>Australian rules</source>
        <translation>Australische Regeln</translation>
    </message>
    <message>
        <source>American rules</source>
        <translation>Amerikanische Regeln</translation>
    </message>
    <message>
        <source>Standard Spades rules</source>
        <translation>Standard-Spades-Regeln</translation>
    </message>
    <message>
        <source>1 option changed</source>
        <translation>1 Option geändert</translation>
    </message>
    <message numerus="yes">
        <source>%n options changed</source>
        <translation>
            <numerusform>%n Option geändert</numerusform>
            <numerusform>%n Optionen geändert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>Give the seat to a computer player</source>
        <translation>Platz einem Computerspieler geben</translation>
    </message>
    <message>
        <source>For good: the player is let go, and a computer player plays the seat from now on.</source>
        <translation>Endgültig: Der Spieler wird entlassen, und ein Computerspieler übernimmt den Platz von jetzt an.</translation>
    </message>
    <message>
        <source>Open the seat for someone else</source>
        <translation>Platz für jemand anderen freigeben</translation>
    </message>
    <message>
        <source>The player is let go; a computer player keeps the seat until someone joins and takes it.</source>
        <translation>Die Verbindung des Spielers wird getrennt; ein Computerspieler hält den Platz, bis jemand beitritt und ihn übernimmt.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Watching since</source>
        <translation>Schaut zu seit</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>wartet auf einen Spieler</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>away: a computer player keeps the seat</source>
        <translation>abwesend: ein Computerspieler hält den Platz</translation>
    </message>
    <message>
        <source>at the host&apos;s screen</source>
        <translation>am Bildschirm des Gastgebers</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Niemand schaut zu.</translation>
    </message>
    <message numerus="yes">
        <source>Watching: %n</source>
        <translation>
            <numerusform>Zuschauer: %n</numerusform>
            <numerusform>Zuschauer: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Your name at the table.</source>
        <translation>Dein Name am Tisch.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Sofort (keine Animation)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played on the table.</source>
        <translation>Wie schnell die Karten auf dem Tisch gegeben und gespielt werden.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>Leave each finished &amp;trick until I click</source>
        <translation>Jeden fertigen &amp;Stich liegen lassen, bis ich klicke</translation>
    </message>
    <message>
        <source>The four cards stay in the middle until you click the table or press a key (at your own table only: a network host does not wait).</source>
        <translation>Die vier Karten bleiben in der Mitte liegen, bis du auf den Tisch klickst oder eine Taste drückst (nur an deinem eigenen Tisch: Ein Netzwerk-Gastgeber wartet nicht).</translation>
    </message>
    <message>
        <source>Tricks:</source>
        <translation>Stiche:</translation>
    </message>
    <message>
        <source>Play my &amp;last card by itself</source>
        <translation>Meine &amp;letzte Karte von selbst spielen</translation>
    </message>
    <message>
        <source>When one card is left in your hand, it is played for you as soon as it is your turn.</source>
        <translation>Wenn du nur noch eine Karte hast, wird sie für dich gespielt, sobald du dran bist.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (♣ green, ♦ blue)</source>
        <translation>Vier&amp;farbige Symbole (♣ grün, ♦ blau)</translation>
    </message>
    <message>
        <source>Give each suit its own colour, so clubs and spades, and diamonds and hearts, are told apart at a glance.</source>
        <translation>Jede Farbe bekommt eine eigene Farbe, sodass Kreuz und Pik sowie Karo und Herz auf einen Blick zu unterscheiden sind.</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards in your hand and in the trick</source>
        <translation>&amp;Große Karten in Blatt und Stich</translation>
    </message>
    <message>
        <source>Draw your own cards and the cards played to the trick bigger, for easier reading.</source>
        <translation>Deine eigenen Karten und die zum Stich gespielten Karten größer zeichnen, damit sie sich leichter lesen lassen.</translation>
    </message>
    <message>
        <source>&amp;High contrast on the table</source>
        <translation>&amp;Hoher Kontrast am Tisch</translation>
    </message>
    <message>
        <source>Strong outlines around the cards, a thicker focus ring, and white on black for the names and scores.</source>
        <translation>Kräftige Umrisse um die Karten, ein dickerer Fokusrahmen und Weiß auf Schwarz für Namen und Punktestände.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>The design on the back of the cards.</source>
        <translation>Das Motiv auf der Rückseite der Karten.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <source>System ({0})</source>
        <translation>System ({0})</translation>
    </message>
    <message>
        <source>The language of the app; &apos;System&apos; follows the computer&apos;s.</source>
        <translation>Die Sprache der App; „System“ folgt der des Computers.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>&amp;Default table…</source>
        <translation>Standard&amp;tisch…</translation>
    </message>
    <message>
        <source>The rules, seats and time limits a new game starts with.</source>
        <translation>Regeln, Plätze und Zeitlimits, mit denen eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>New games:</source>
        <translation>Neue Partien:</translation>
    </message>
    <message>
        <source>Default table</source>
        <translation>Standardtisch</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>500, Australian</source>
        <translation>500, australisch</translation>
    </message>
    <message>
        <source>500, American</source>
        <translation>500, amerikanisch</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>Bitte gib deinen Namen ein.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Your turn: nobody else should see the screen</source>
        <translation>Du bist dran: Niemand sonst sollte den Bildschirm sehen</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>Weitergeben an {0}</translation>
    </message>
    <message>
        <source>I am {0}: show my cards</source>
        <translation>Ich bin {0}: Meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>{call} is a Spades bid, not a call in 500</source>
        <translation>{call} ist ein Gebot in Spades, keine Ansage in 500</translation>
    </message>
    <message>
        <source>{call} is never sans {kitty}</source>
        <translation>{call} gibt es nie ohne {kitty}</translation>
    </message>
    <message>
        <source>sans-{kitty} bids are not played at this table</source>
        <translation>Gebote ohne {kitty} werden an diesem Tisch nicht gespielt</translation>
    </message>
    <message>
        <source>{call} is not played at this table</source>
        <translation>{call} wird an diesem Tisch nicht gespielt</translation>
    </message>
    <message>
        <source>{call} may be bid only as your first call, before you look at your cards</source>
        <translation>{call} darf nur als deine erste Ansage geboten werden, bevor du deine Karten ansiehst</translation>
    </message>
    <message>
        <source>{call} may be bid only after someone has bid 7 or more</source>
        <translation>{call} darf erst geboten werden, wenn jemand 7 oder mehr geboten hat</translation>
    </message>
    <message>
        <source>{call} may be bid only after someone has bid 8 or more</source>
        <translation>{call} darf erst geboten werden, wenn jemand 8 oder mehr geboten hat</translation>
    </message>
    <message>
        <source>only the first {callers} callers may bid at the 6 level; you must bid 7 or more, or pass</source>
        <translation>nur die ersten {callers} Bieter dürfen auf der 6er-Stufe bieten; du musst 7 oder mehr bieten oder passen</translation>
    </message>
    <message>
        <source>your call must be higher than {bid}</source>
        <translation>dein Gebot muss höher sein als {bid}</translation>
    </message>
    <message>
        <source>that call is not allowed now</source>
        <translation>diese Ansage ist jetzt nicht erlaubt</translation>
    </message>
    <message>
        <source>in Spades everyone bids: a number of tricks from 1 to 13, or nil</source>
        <translation>in Spades bietet jeder: eine Zahl von Stichen von 1 bis 13 oder Nil</translation>
    </message>
    <message>
        <source>{bid} is not a Spades bid: bid 1 to 13 tricks, or nil</source>
        <translation>{bid} ist kein Gebot in Spades: Biete 1 bis 13 Stiche oder Nil</translation>
    </message>
    <message>
        <source>the hand in progress is not finished</source>
        <translation>die laufende Runde ist noch nicht beendet</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the deal must have {hands} hands</source>
        <translation>die Verteilung muss {hands} Blätter haben</translation>
    </message>
    <message>
        <source>seat {seat} must be dealt {size} cards, not {count}</source>
        <translation>Platz {seat} muss {size} Karten bekommen, nicht {count}</translation>
    </message>
    <message>
        <source>the kitty must hold {size} cards, not {count}</source>
        <translation>der Stock muss {size} Karten enthalten, nicht {count}</translation>
    </message>
    <message>
        <source>the dead hand must hold {size} cards, not {count}</source>
        <translation>das tote Blatt muss {size} Karten enthalten, nicht {count}</translation>
    </message>
    <message>
        <source>{card} is dealt twice</source>
        <translation>{card} wurde doppelt gegeben</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s deck</source>
        <translation>{card} gehört nicht zum Kartenspiel dieser Partie</translation>
    </message>
    <message>
        <source>cards missing from the deal: {cards}</source>
        <translation>in der Verteilung fehlen Karten: {cards}</translation>
    </message>
    <message>
        <source>the next hand must be dealt first</source>
        <translation>zuerst muss die nächste Runde gegeben werden</translation>
    </message>
    <message>
        <source>it is time to bid</source>
        <translation>jetzt wird geboten</translation>
    </message>
    <message>
        <source>it is time to discard</source>
        <translation>jetzt wird abgelegt</translation>
    </message>
    <message>
        <source>the contractor must name partners</source>
        <translation>der Ansager muss Partner bestimmen</translation>
    </message>
    <message>
        <source>the contractor must nominate the joker&apos;s suit</source>
        <translation>der Ansager muss die Farbe des Jokers bestimmen</translation>
    </message>
    <message>
        <source>it is time to play a card</source>
        <translation>jetzt wird eine Karte gespielt</translation>
    </message>
    <message>
        <source>you cannot bid now</source>
        <translation>du kannst jetzt nicht bieten</translation>
    </message>
    <message>
        <source>you cannot discard now</source>
        <translation>du kannst jetzt nicht ablegen</translation>
    </message>
    <message>
        <source>you cannot name partners now</source>
        <translation>du kannst jetzt keine Partner bestimmen</translation>
    </message>
    <message>
        <source>you cannot nominate a joker now</source>
        <translation>du kannst jetzt keinen Joker bestimmen</translation>
    </message>
    <message>
        <source>you cannot play a card now</source>
        <translation>du kannst jetzt keine Karte spielen</translation>
    </message>
    <message>
        <source>you cannot do that now</source>
        <translation>das kannst du jetzt nicht tun</translation>
    </message>
    <message>
        <source>{waiting}: {refusal}</source>
        <translation>{waiting}: {refusal}</translation>
    </message>
    <message>
        <source>that is not allowed now</source>
        <translation>das ist jetzt nicht erlaubt</translation>
    </message>
    <message>
        <source>you must discard exactly {size} cards, not {count}</source>
        <translation>du musst genau {size} Karten ablegen, nicht {count}</translation>
    </message>
    <message>
        <source>you cannot discard the same card twice</source>
        <translation>du kannst dieselbe Karte nicht zweimal ablegen</translation>
    </message>
    <message>
        <source>you do not hold {card}</source>
        <translation>du hast {card} nicht auf der Hand</translation>
    </message>
    <message>
        <source>name one partner</source>
        <translation>bestimme einen Partner</translation>
    </message>
    <message>
        <source>name two partners: a bid of 8 or more takes two</source>
        <translation>bestimme zwei Partner: Ein Gebot ab 8 bekommt zwei</translation>
    </message>
    <message>
        <source>you cannot name yourself as a partner</source>
        <translation>du kannst dich nicht selbst als Partner bestimmen</translation>
    </message>
    <message>
        <source>there is no seat {seat}</source>
        <translation>es gibt keinen Platz {seat}</translation>
    </message>
    <message>
        <source>nominate spades, clubs, diamonds or hearts, or decline</source>
        <translation>bestimme Pik, Kreuz, Karo oder Herz, oder verzichte</translation>
    </message>
    <message>
        <source>only a joker that leads a trick names a suit</source>
        <translation>nur ein Joker, der einen Stich ausspielt, bestimmt eine Farbe</translation>
    </message>
    <message>
        <source>the joker may be played only when you cannot follow {suit}</source>
        <translation>der Joker darf nur gespielt werden, wenn du {suit} nicht bedienen kannst</translation>
    </message>
    <message>
        <source>you cannot follow {suit}, so you must play the joker in {misere}</source>
        <translation>du kannst {suit} nicht bedienen, also musst du bei {misere} den Joker spielen</translation>
    </message>
    <message>
        <source>you must follow {suit}</source>
        <translation>du musst {suit} bedienen</translation>
    </message>
    <message>
        <source>spades have not been broken yet: lead another suit</source>
        <translation>Pik ist noch nicht gebrochen: Spiel eine andere Farbe aus</translation>
    </message>
    <message>
        <source>you may not lead a spade to the first trick</source>
        <translation>zum ersten Stich darfst du kein Pik ausspielen</translation>
    </message>
    <message>
        <source>name the suit the joker leads</source>
        <translation>bestimme die Farbe, die der Joker ausspielt</translation>
    </message>
    <message>
        <source>the joker may be led only to the last trick</source>
        <translation>der Joker darf nur zum letzten Stich ausgespielt werden</translation>
    </message>
    <message>
        <source>the joker must name a suit not yet led: {suits}</source>
        <translation>der Joker muss eine noch nicht ausgespielte Farbe bestimmen: {suits}</translation>
    </message>
    <message>
        <source>only a joker with no suit names a suit when it leads</source>
        <translation>nur ein Joker ohne Farbe bestimmt beim Ausspielen eine Farbe</translation>
    </message>
    <message>
        <source>that card cannot be played now</source>
        <translation>diese Karte kann jetzt nicht gespielt werden</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <source>Save the game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielprotokolle (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>The record could not be saved as {0}: {1}.</source>
        <translation>Das Spielprotokoll konnte nicht als {0} gespeichert werden: {1}.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source> (hand {0}{1})</source>
        <translation> (Runde {0}{1})</translation>
    </message>
    <message>
        <source>, action {0}</source>
        <translation>, Aktion {0}</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Protokoll öffnen</translation>
    </message>
    <message>
        <source>{0} cannot be opened{1}: {2}</source>
        <translation>{0} kann nicht geöffnet werden{1}: {2}</translation>
    </message>
    <message>
        <source>Record: use ← → (Ctrl) to step, R to play on</source>
        <translation>Protokoll: ← → (Strg) zum Blättern, R zum Weiterspielen</translation>
    </message>
    <message>
        <source>No finished hand to review yet.</source>
        <translation>Noch keine beendete Runde zum Ansehen.</translation>
    </message>
    <message>
        <source>Hand {0} was thrown in: no card was played.</source>
        <translation>Runde {0} wurde eingeworfen: Keine Karte wurde gespielt.</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>A game in progress is saved, and playing on from here replaces it. Play on?</source>
        <translation>Eine laufende Partie ist gespeichert, und das Weiterspielen von hier ersetzt sie. Weiterspielen?</translation>
    </message>
    <message>
        <source>Record: move {0} of {1}</source>
        <translation>Protokoll: Zug {0} von {1}</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>you left the table</source>
        <translation>du hast den Tisch verlassen</translation>
    </message>
    <message>
        <source>the host sent something this app cannot read ({0})</source>
        <translation>der Host hat etwas gesendet, das diese App nicht lesen kann ({0})</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>der Host hat die Verbindung beendet</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{n} cards: 4 to ace in hearts and diamonds, 5 to ace in spades and clubs, and the joker.</source>
        <translation>{n} Karten: 4 bis Ass in Herz und Karo, 5 bis Ass in Pik und Kreuz, dazu den Joker.</translation>
    </message>
    <message>
        <source>{n} cards: 4 to ace in all four suits, and the joker.</source>
        <translation>{n} Karten: 4 bis Ass in allen vier Farben, dazu den Joker.</translation>
    </message>
    <message>
        <source>{n} cards: 4 to ace in all four suits, and two jokers, a red one and a black one.</source>
        <translation>{n} Karten: 4 bis Ass in allen vier Farben, dazu zwei Joker, einen roten und einen schwarzen.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11 and a 12 in every suit and a 13 in hearts and in diamonds, and the joker.</source>
        <translation>{n} Karten: 2 bis Ass in allen vier Farben, dazu eine 11 und eine 12 in jeder Farbe, eine 13 in Herz und in Karo sowie den Joker.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, and the joker.</source>
        <translation>{n} Karten: 2 bis Ass in allen vier Farben, dazu eine 11, eine 12 und eine 13 in jeder Farbe sowie den Joker.</translation>
    </message>
    <message>
        <source>{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, and two jokers, a red one and a black one.</source>
        <translation>{n} Karten: 2 bis Ass in allen vier Farben, dazu eine 11, eine 12 und eine 13 in jeder Farbe sowie zwei Joker, einen roten und einen schwarzen.</translation>
    </message>
    <message>
        <source>{n} cards: a full pack of 52 and the joker.</source>
        <translation>{n} Karten: ein komplettes 52er-Blatt und den Joker.</translation>
    </message>
    <message>
        <source>{n} cards: 7 to ace in all four suits, and the joker.</source>
        <translation>{n} Karten: 7 bis Ass in allen vier Farben, dazu den Joker.</translation>
    </message>
    <message>
        <source>Four players play in two partnerships, partners sitting opposite each other.</source>
        <translation>Vier Spieler spielen in zwei Paaren; die Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <source>Six players play in three partnerships of two. Partners sit opposite each other, with two opponents between them on either hand.</source>
        <translation>Sechs Spieler spielen in drei Paaren. Die Partner sitzen sich gegenüber, zwischen ihnen sitzen in beide Richtungen je zwei Gegner.</translation>
    </message>
    <message>
        <source>Six players play in two teams of three. Team-mates sit in every other seat, so everyone has an opponent on either side.</source>
        <translation>Sechs Spieler spielen in zwei Dreierteams. Teammitglieder sitzen auf jedem zweiten Platz, sodass jeder links und rechts einen Gegner hat.</translation>
    </message>
    <message>
        <source>Five players each keep their own score. There are no fixed partnerships: in each hand the contractor chooses partners for that hand only (see &lt;i&gt;The partner call&lt;/i&gt;).</source>
        <translation>Fünf Spieler führen jeder einen eigenen Punktestand. Es gibt keine festen Paare: In jeder Runde wählt der Ansager Partner nur für diese Runde (siehe &lt;i&gt;Partner rufen&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Two players play against each other, each with their own score.</source>
        <translation>Zwei Spieler spielen gegeneinander, jeder mit eigenem Punktestand.</translation>
    </message>
    <message>
        <source>Three players each play for themselves, each with their own score.</source>
        <translation>Drei Spieler spielen jeder für sich, jeder mit eigenem Punktestand.</translation>
    </message>
    <message>
        <source>Players score as teams of three: below, a &lt;i&gt;side&lt;/i&gt; means a team.</source>
        <translation>Gezählt wird in Dreierteams: Im Folgenden bedeutet &lt;i&gt;Seite&lt;/i&gt; ein Team.</translation>
    </message>
    <message>
        <source>Players score as partnerships of two: below, a &lt;i&gt;side&lt;/i&gt; means a partnership.</source>
        <translation>Gezählt wird in Paaren: Im Folgenden bedeutet &lt;i&gt;Seite&lt;/i&gt; ein Paar.</translation>
    </message>
    <message>
        <source>Everyone keeps their own score, but in each hand the contractor calls partners to help: below, a &lt;i&gt;side&lt;/i&gt; means one player, or the contractor and their partners for that hand.</source>
        <translation>Jeder führt einen eigenen Punktestand, aber in jeder Runde ruft der Ansager Partner zu Hilfe: Im Folgenden bedeutet &lt;i&gt;Seite&lt;/i&gt; einen einzelnen Spieler oder den Ansager mit seinen Partnern in dieser Runde.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves: below, a &lt;i&gt;side&lt;/i&gt; means one player.</source>
        <translation>Jeder spielt für sich: Im Folgenden bedeutet &lt;i&gt;Seite&lt;/i&gt; einen einzelnen Spieler.</translation>
    </message>
    <message>
        <source>Partners share one score.</source>
        <translation>Partner haben einen gemeinsamen Punktestand.</translation>
    </message>
    <message>
        <source>Team-mates share one score.</source>
        <translation>Teammitglieder haben einen gemeinsamen Punktestand.</translation>
    </message>
    <message>
        <source>American 500</source>
        <translation>Amerikanisches 500</translation>
    </message>
    <message>
        <source>Australian 500</source>
        <translation>Australisches 500</translation>
    </message>
    <message>
        <source>two partnerships</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>three partnerships of two</source>
        <translation>drei Paare</translation>
    </message>
    <message>
        <source>two teams of three</source>
        <translation>zwei Dreierteams</translation>
    </message>
    <message>
        <source>partners called each hand</source>
        <translation>Partner je Runde gerufen</translation>
    </message>
    <message>
        <source>each for themselves</source>
        <translation>jeder für sich</translation>
    </message>
    <message>
        <source>{players} players, {form}, a {size}-card deck and a {kitty} of {k}.</source>
        <translation>{players} Spieler, {form}, Kartenspiel mit {size} Karten, {kitty} mit {k} Karten.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Each hand begins with an auction. Whoever bids highest becomes the &lt;b&gt;contractor&lt;/b&gt;: they name trumps (or no trumps) and undertake that their side will win at least the number of tricks they bid, out of ten.</source>
        <translation>Jede Runde beginnt mit dem Bieten. Wer am höchsten bietet, wird &lt;b&gt;Ansager&lt;/b&gt;: Er bestimmt Trumpf (oder ohne Trumpf) und verpflichtet sich, dass seine Seite von den zehn Stichen mindestens so viele macht, wie er geboten hat.</translation>
    </message>
    <message>
        <source>A player may instead bid {misere}: a promise to win no tricks at all.</source>
        <translation>Stattdessen kann ein Spieler auch {misere} bieten: das Versprechen, überhaupt keinen Stich zu machen.</translation>
    </message>
    <message>
        <source>A contract that is made scores its value; a contract that fails loses it. The other sides score for the tricks they take.</source>
        <translation>Ein erfüllter Kontrakt bringt seinen Wert, ein verlorener kostet ihn. Die anderen Seiten erhalten Punkte für ihre Stiche.</translation>
    </message>
    <message>
        <source>The first side to reach {win} points wins the game (see &lt;i&gt;Winning and losing&lt;/i&gt;).</source>
        <translation>Die erste Seite, die {win} Punkte erreicht, gewinnt die Partie (siehe &lt;i&gt;Gewinnen und Verlieren&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Players, teams and the deck</source>
        <translation>Spieler, Teams und Kartenspiel</translation>
    </message>
    <message>
        <source>The deck has {deck}</source>
        <translation>Das Kartenspiel umfasst {deck}</translation>
    </message>
    <message>
        <source>Wherever the two jokers meet, the black joker ranks above the red one.</source>
        <translation>Wo die beiden Joker aufeinandertreffen, steht der schwarze Joker über dem roten.</translation>
    </message>
    <message>
        <source>The 11s, 12s and 13s rank between the 10 and the jack, in number order.</source>
        <translation>Die 11er, 12er und 13er liegen zwischen der 10 und dem Buben, in der Reihenfolge ihrer Zahlen.</translation>
    </message>
    <message>
        <source>Everyone receives 10 cards, and {k} cards go face down to the {kitty}, for the contractor to pick up.</source>
        <translation>Jeder erhält 10 Karten; {k} Karten werden verdeckt als {kitty} beiseitegelegt, die der Ansager später aufnimmt.</translation>
    </message>
    <message>
        <source>A third hand of 10 cards, the &lt;b&gt;dead hand&lt;/b&gt;, is dealt face down and never used: nobody sees it, so neither player knows which cards are out of play.</source>
        <translation>Eine dritte Hand mit 10 Karten, die &lt;b&gt;tote Hand&lt;/b&gt;, wird verdeckt gegeben und nie benutzt: Niemand sieht sie, also weiß keiner der beiden Spieler, welche Karten aus dem Spiel sind.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random. After every hand, including a hand that is thrown in, the deal passes to the next player on the left. Dealing, bidding and play all go clockwise.</source>
        <translation>Der erste Geber wird zufällig bestimmt. Nach jeder Runde, auch einer zusammengeworfenen, geht das Geben an den nächsten Spieler links weiter. Geben, Bieten und Spielen gehen im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>The cards go out in packets: three to each player, then one to the {kitty}; four to each, then one to the {kitty}; three to each, then one to the {kitty}.</source>
        <translation>Die Karten werden in Paketen gegeben: drei an jeden Spieler, dann eine als {kitty}; vier an jeden, dann eine als {kitty}; drei an jeden, dann eine als {kitty}.</translation>
    </message>
    <message>
        <source>The dead hand gets its cards as if it were a third player.</source>
        <translation>Die tote Hand erhält ihre Karten, als wäre sie ein dritter Spieler.</translation>
    </message>
    <message>
        <source>The remaining {n} {kitty} cards are dealt last.</source>
        <translation>Zuletzt werden die übrigen {n} Karten als {kitty} gegeben.</translation>
    </message>
    <message>
        <source>Card order</source>
        <translation>Rangfolge der Karten</translation>
    </message>
    <message>
        <source>black joker</source>
        <translation>schwarzer Joker</translation>
    </message>
    <message>
        <source>red joker</source>
        <translation>roter Joker</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>right bower</source>
        <translation>rechter Bube</translation>
    </message>
    <message>
        <source>left bower</source>
        <translation>linker Bube</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the trump suit&lt;/b&gt;, from highest to lowest:</source>
        <translation>&lt;b&gt;In der Trumpffarbe&lt;/b&gt;, von oben nach unten:</translation>
    </message>
    <message>
        <source>The &lt;b&gt;right bower&lt;/b&gt; is the jack of trumps. The &lt;b&gt;left bower&lt;/b&gt; is the other jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower and the joker belong to the trump suit in every way: for following suit, for leading and for winning. The left bower no longer counts as a card of its printed suit.</source>
        <translation>Der &lt;b&gt;rechte Bube&lt;/b&gt; ist der Trumpfbube. Der &lt;b&gt;linke Bube&lt;/b&gt; ist der andere Bube derselben Farbe, rot oder schwarz: Bei Herz als Trumpf ist es der Karo-Bube. Der linke Bube und der Joker gehören in jeder Hinsicht zur Trumpffarbe: beim Bedienen, beim Ausspielen und beim Stechen. Der linke Bube zählt nicht mehr als Karte seiner aufgedruckten Farbe.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;right bower&lt;/b&gt; is the jack of trumps. The &lt;b&gt;left bower&lt;/b&gt; is the other jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower and both jokers belong to the trump suit in every way: for following suit, for leading and for winning. The left bower no longer counts as a card of its printed suit.</source>
        <translation>Der &lt;b&gt;rechte Bube&lt;/b&gt; ist der Trumpfbube. Der &lt;b&gt;linke Bube&lt;/b&gt; ist der andere Bube derselben Farbe, rot oder schwarz: Bei Herz als Trumpf ist es der Karo-Bube. Der linke Bube und beide Joker gehören in jeder Hinsicht zur Trumpffarbe: beim Bedienen, beim Ausspielen und beim Stechen. Der linke Bube zählt nicht mehr als Karte seiner aufgedruckten Farbe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the other suits&lt;/b&gt;, from highest to lowest:</source>
        <translation>&lt;b&gt;In den anderen Farben&lt;/b&gt;, von oben nach unten:</translation>
    </message>
    <message>
        <source>&lt;b&gt;At no trumps&lt;/b&gt; there is no trump suit and every jack stays in its own suit in its usual place. The joker then has rules of its own (see &lt;i&gt;The joker&lt;/i&gt;).</source>
        <translation>&lt;b&gt;Ohne Trumpf&lt;/b&gt; gibt es keine Trumpffarbe, und jeder Bube bleibt in seiner eigenen Farbe an seinem gewohnten Platz. Für den Joker gelten dann eigene Regeln (siehe &lt;i&gt;Der Joker&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>&lt;b&gt;For bidding&lt;/b&gt;, the suits rank from low to high: spades, clubs, diamonds, hearts, and no trumps above them all.</source>
        <translation>&lt;b&gt;Beim Bieten&lt;/b&gt; steigen die Farben von niedrig nach hoch: Pik, Kreuz, Karo, Herz und ganz oben ohne Trumpf.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Das Bieten</translation>
    </message>
    <message>
        <source>A bid names a number of tricks from 6 to 10 and a trump suit, or no trumps. Every bid must be higher than the bid before it. Bids rank by their value in the table under &lt;i&gt;Scoring&lt;/i&gt;: 7 spades (140) beats 6 no trumps (120), and 8 spades (240) beats 7 no trumps (220).</source>
        <translation>Ein Gebot nennt eine Anzahl Stiche von 6 bis 10 und eine Trumpffarbe oder ohne Trumpf. Jedes Gebot muss höher sein als das vorherige. Die Gebote ordnen sich nach ihrem Wert in der Tabelle unter &lt;i&gt;Wertung&lt;/i&gt;: 7 Pik (140) schlägt 6 ohne Trumpf (120), und 8 Pik (240) schlägt 7 ohne Trumpf (220).</translation>
    </message>
    <message>
        <source>The {misere} bids fit into the same order (see &lt;i&gt;{Misere}&lt;/i&gt;).</source>
        <translation>Die {misere}-Gebote fügen sich in dieselbe Rangfolge ein (siehe &lt;i&gt;{Misere}&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left and goes round the table as many times as needed. On your turn you either bid higher or pass. A player who passes is out of the auction for the rest of the hand. When all but one player have passed, the last bid wins and its bidder becomes the contractor.</source>
        <translation>Das Bieten beginnt beim Spieler links vom Geber und geht so oft reihum wie nötig. Wenn du dran bist, bietest du höher oder passt. Wer passt, ist für den Rest der Runde aus dem Bieten ausgeschieden. Haben alle Spieler bis auf einen gepasst, gewinnt das letzte Gebot, und wer es abgegeben hat, wird Ansager.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raising your own bid:&lt;/b&gt; before the auction closes, the winning bidder is asked once more and may raise to any higher call, or pass to keep the bid. This happens even when their bid was the last call made, but not when no higher call exists.</source>
        <translation>&lt;b&gt;Eigenes Gebot erhöhen:&lt;/b&gt; Bevor das Bieten endet, wird der Höchstbietende noch einmal gefragt und darf auf jede höhere Ansage erhöhen oder passen, um sein Gebot zu behalten. Das gilt auch dann, wenn sein Gebot die letzte Ansage war, aber nicht, wenn es keine höhere Ansage gibt.</translation>
    </message>
    <message>
        <source>{Blind} cannot be bid at this point.</source>
        <translation>{Blind} kann an dieser Stelle nicht geboten werden.</translation>
    </message>
    <message>
        <source>The first caller</source>
        <translation>Dem ersten Bieter</translation>
    </message>
    <message>
        <source>The first two callers</source>
        <translation>Den ersten beiden Bietern</translation>
    </message>
    <message>
        <source>The first three callers</source>
        <translation>Den ersten drei Bietern</translation>
    </message>
    <message>
        <source>The first {n} callers</source>
        <translation>Den ersten {n} Bietern</translation>
    </message>
    <message>
        <source>There is exactly one round of calls, starting with the player on the dealer&apos;s left: everyone calls once, either a bid higher than the one before or a pass.</source>
        <translation>Es gibt genau eine Bietrunde, beginnend beim Spieler links vom Geber: Jeder ist genau einmal dran und bietet entweder höher als zuvor oder passt.</translation>
    </message>
    <message>
        <source>{first} may bid at the 6 level. Such a bid is an &lt;b&gt;inkle&lt;/b&gt;: it must be higher than the call before it like any bid, but it can never win the auction. It only tells your partner something about your hand.</source>
        <translation>{first} ist auch ein Gebot von 6 Stichen erlaubt. Ein solches Gebot ist ein &lt;b&gt;Inkle&lt;/b&gt;: Wie jedes Gebot muss es höher sein als die Ansage davor, aber es kann das Bieten nie gewinnen. Es verrät deinem Partner nur etwas über dein Blatt.</translation>
    </message>
    <message>
        <source>{first} may bid at the 6 level. Such a bid is an &lt;b&gt;inkle&lt;/b&gt;: it must be higher than the call before it like any bid, but it can never win the auction.</source>
        <translation>{first} ist auch ein Gebot von 6 Stichen erlaubt. Ein solches Gebot ist ein &lt;b&gt;Inkle&lt;/b&gt;: Wie jedes Gebot muss es höher sein als die Ansage davor, aber es kann das Bieten nie gewinnen.</translation>
    </message>
    <message>
        <source>Everyone after them must bid 7 or more, or pass.</source>
        <translation>Alle danach müssen mindestens 7 bieten oder passen.</translation>
    </message>
    <message>
        <source>Everyone after them must bid 7 or more, or pass; they may still bid {misere} where it is allowed.</source>
        <translation>Alle danach müssen mindestens 7 bieten oder passen; {misere} dürfen sie weiterhin bieten, wo es erlaubt ist.</translation>
    </message>
    <message>
        <source>A 6 bid from those first callers is an inkle even when it is sans {kitty}.</source>
        <translation>Ein 6er-Gebot dieser ersten Bieter ist auch dann ein Inkle, wenn es ohne {kitty} geboten wird.</translation>
    </message>
    <message>
        <source>The highest bid that is not an inkle wins, and its bidder becomes the contractor.</source>
        <translation>Das höchste Gebot, das kein Inkle ist, gewinnt, und wer es abgegeben hat, wird Ansager.</translation>
    </message>
    <message>
        <source>If nobody makes a bid that can win, the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Gibt niemand ein Gebot ab, das gewinnen kann, werden die Karten zusammengeworfen, niemand erhält Punkte, und der nächste Geber gibt.</translation>
    </message>
    <message>
        <source>If everyone passes, the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Passen alle, werden die Karten zusammengeworfen, niemand erhält Punkte, und der nächste Geber gibt.</translation>
    </message>
    <message>
        <source>If nobody makes a bid that can win, the hand is played anyway at no trumps with no contractor:</source>
        <translation>Gibt niemand ein Gebot ab, das gewinnen kann, wird die Runde trotzdem ohne Trumpf und ohne Ansager gespielt:</translation>
    </message>
    <message>
        <source>If everyone passes, the hand is played anyway at no trumps with no contractor:</source>
        <translation>Passen alle, wird die Runde trotzdem ohne Trumpf und ohne Ansager gespielt:</translation>
    </message>
    <message>
        <source>nobody takes the {kitty}, the player on the dealer&apos;s left leads, and every side scores 10 points for each trick it wins.</source>
        <translation>Niemand nimmt die {kitty}-Karten auf, der Spieler links vom Geber spielt aus, und jede Seite erhält 10 Punkte für jeden Stich, den sie macht.</translation>
    </message>
    <message>
        <source>These points stop at {limit}, as described under &lt;i&gt;Scoring&lt;/i&gt;.</source>
        <translation>Diese Punkte gehen höchstens bis {limit}, wie unter &lt;i&gt;Wertung&lt;/i&gt; beschrieben.</translation>
    </message>
    <message>
        <source>There are no {misere} bids at this table: every contract is a number of tricks to win.</source>
        <translation>An diesem Tisch gibt es keine {misere}-Gebote: Jeder Kontrakt verlangt eine Anzahl Stiche.</translation>
    </message>
    <message>
        <source>A {misere} bid is a promise to lose every trick. The contractor plays at no trumps and leads to the first trick.</source>
        <translation>Ein {misere}-Gebot ist das Versprechen, jeden Stich abzugeben. Der Ansager spielt ohne Trumpf und spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <source>It may be bid only after someone has bid 7 or more tricks in this auction.</source>
        <translation>Dieses Gebot ist nur erlaubt, wenn in diesem Bieten schon jemand 7 oder mehr Stiche geboten hat.</translation>
    </message>
    <message>
        <source>It may be bid at any time.</source>
        <translation>Dieses Gebot ist jederzeit erlaubt.</translation>
    </message>
    <message>
        <source>It may be bid only after someone has bid 8 or more tricks in this auction.</source>
        <translation>Dieses Gebot ist nur erlaubt, wenn in diesem Bieten schon jemand 8 oder mehr Stiche geboten hat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ist {value} Punkte wert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points. The contractor&apos;s cards are laid face up on the table for everyone to see.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ist {value} Punkte wert. Die Karten des Ansagers werden für alle sichtbar offen ausgelegt.</translation>
    </message>
    <message>
        <source>They are shown after the first trick.</source>
        <translation>Sie werden nach dem ersten Stich aufgedeckt.</translation>
    </message>
    <message>
        <source>They are shown before the opening lead.</source>
        <translation>Sie werden vor dem ersten Ausspielen aufgedeckt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is worth {value} points. It may be bid only as your first call of the hand, before you have looked at your cards.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ist {value} Punkte wert. Dieses Gebot ist nur als deine erste Ansage der Runde erlaubt, bevor du deine Karten angesehen hast.</translation>
    </message>
    <message>
        <source>The limits on when the other {misere} bids may be made do not apply to it.</source>
        <translation>Die Einschränkungen, wann die anderen {misere}-Gebote erlaubt sind, gelten hier nicht.</translation>
    </message>
    <message>
        <source>It ranks above {below} and below {above}.</source>
        <translation>Es steht im Rang über {below} und unter {above}.</translation>
    </message>
    <message>
        <source>It ranks above {below}, so nothing can be bid over it.</source>
        <translation>Es steht im Rang über {below}, also kann nichts darüber geboten werden.</translation>
    </message>
    <message>
        <source>It ranks level with {other}: neither may be bid over the other.</source>
        <translation>Es steht auf derselben Stufe wie {other}: Keines von beiden kann über das andere geboten werden.</translation>
    </message>
    <message>
        <source>The contractor takes the {kitty} and discards as usual.</source>
        <translation>Der Ansager nimmt die {kitty}-Karten auf und legt wie üblich ab.</translation>
    </message>
    <message>
        <source>The contractor plays alone: their partner lays their cards face down and sits the hand out, so each trick has one card fewer.</source>
        <translation>Der Ansager spielt allein: Sein Partner legt seine Karten verdeckt hin und setzt die Runde aus, daher hat jeder Stich eine Karte weniger.</translation>
    </message>
    <message>
        <source>The contractor plays alone: both partners lay their cards face down and sit the hand out, so each trick has two cards fewer.</source>
        <translation>Der Ansager spielt allein: Beide Partner legen ihre Karten verdeckt hin und setzen die Runde aus, daher hat jeder Stich zwei Karten weniger.</translation>
    </message>
    <message>
        <source>The contractor also plays their partner&apos;s hand, which is laid face up for everyone to see, and must lose every trick with both hands.</source>
        <translation>Der Ansager spielt zusätzlich die Hand seines Partners, die für alle sichtbar offen ausgelegt wird, und muss mit beiden Händen jeden Stich abgeben.</translation>
    </message>
    <message>
        <source>The contractor also plays both partners&apos; hands, which are laid face up for everyone to see, and must lose every trick with all of them.</source>
        <translation>Der Ansager spielt zusätzlich die Hände beider Partner, die für alle sichtbar offen ausgelegt werden, und muss mit allen Händen jeden Stich abgeben.</translation>
    </message>
    <message>
        <source>The contractor plays alone and names no partner.</source>
        <translation>Der Ansager spielt allein und nennt keinen Partner.</translation>
    </message>
    <message>
        <source>The hand stops the moment the contractor wins a trick: the contract has failed.</source>
        <translation>Die Runde endet sofort, sobald der Ansager einen Stich macht: Der Kontrakt ist verloren.</translation>
    </message>
    <message>
        <source>The hand stops the moment any hand the contractor plays wins a trick: the contract has failed.</source>
        <translation>Die Runde endet sofort, sobald eine der Hände, die der Ansager spielt, einen Stich macht: Der Kontrakt ist verloren.</translation>
    </message>
    <message>
        <source>Jokers have a special duty here (see &lt;i&gt;{title}&lt;/i&gt;).</source>
        <translation>Für Joker gilt hier eine besondere Pflicht (siehe &lt;i&gt;{title}&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>The jokers</source>
        <translation>Die Joker</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Der Joker</translation>
    </message>
    <message>
        <source>{Misere} bids are never sans {kitty}.</source>
        <translation>{Misere}-Gebote gibt es nie ohne {kitty}.</translation>
    </message>
    <message>
        <source>Sans {kitty}</source>
        <translation>Ohne {kitty}</translation>
    </message>
    <message>
        <source>Any bid of tricks may be made &lt;b&gt;sans {kitty}&lt;/b&gt;: the contractor plays with the ten cards dealt and never picks up the {kitty}, which stays face down until the end of the hand.</source>
        <translation>Jedes Stichgebot kann auch &lt;b&gt;ohne {kitty}&lt;/b&gt; abgegeben werden: Der Ansager spielt mit den zehn ausgeteilten Karten und nimmt die {kitty}-Karten nie auf; sie bleiben bis zum Ende der Runde verdeckt liegen.</translation>
    </message>
    <message>
        <source>A sans-{kitty} bid ranks just above the same bid with the {kitty} and below the next bid up; it scores exactly the same as the ordinary bid.</source>
        <translation>Ein Gebot ohne {kitty} steht knapp über demselben Gebot mit {kitty} und unter dem nächsthöheren Gebot; es zählt genau so viel wie das gewöhnliche Gebot.</translation>
    </message>
    <message>
        <source>{Misere} bids keep their own place in the order.</source>
        <translation>{Misere}-Gebote behalten ihren eigenen Platz in der Rangfolge.</translation>
    </message>
    <message>
        <source>The {kitty}</source>
        <translation>{kitty}</translation>
    </message>
    <message>
        <source>When the auction is over, the contractor picks up the {k} cards of the {kitty} without showing them, then discards any {k} cards face down. Cards just picked up may be discarded. The discards take no further part in the hand.</source>
        <translation>Nach dem Bieten nimmt der Ansager die {k} {kitty}-Karten auf, ohne sie zu zeigen, und legt dann beliebige {k} Karten verdeckt ab. Gerade aufgenommene Karten dürfen wieder abgelegt werden. Die abgelegten Karten spielen in dieser Runde keine Rolle mehr.</translation>
    </message>
    <message>
        <source>A contractor who bid sans {kitty} leaves it untouched.</source>
        <translation>Ein Ansager, der ohne {kitty} geboten hat, lässt diese Karten unberührt.</translation>
    </message>
    <message>
        <source>When the hand is played without a contractor, nobody takes the {kitty}.</source>
        <translation>Wird die Runde ohne Ansager gespielt, nimmt niemand die {kitty}-Karten auf.</translation>
    </message>
    <message>
        <source>The partner call</source>
        <translation>Partner rufen</translation>
    </message>
    <message>
        <source>After the discard, the contractor of a bid of tricks names partners for this hand: one player for a bid of 6 or 7 tricks, two players for a bid of 8 or more.</source>
        <translation>Nach dem Ablegen nennt der Ansager eines Stichgebots Partner für diese Runde: einen Spieler bei einem Gebot von 6 oder 7 Stichen, zwei Spieler bei 8 oder mehr.</translation>
    </message>
    <message>
        <source>The partners&apos; tricks count together with the contractor&apos;s, and each member of this side scores the full value of the contract, or loses it. Everyone else defends on their own and scores their own tricks.</source>
        <translation>Die Stiche der Partner zählen zusammen mit denen des Ansagers, und jedes Mitglied dieser Seite erhält den vollen Wert des Kontrakts oder verliert ihn. Alle anderen spielen jeder für sich als Gegenspieler und erhalten Punkte für ihre eigenen Stiche.</translation>
    </message>
    <message>
        <source>A {misere} contractor plays alone and names nobody.</source>
        <translation>Wer als Ansager {misere} spielt, spielt allein und nennt niemanden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a trump suit&lt;/b&gt;, the joker is simply the highest trump and follows every rule of the trump suit.</source>
        <translation>&lt;b&gt;Mit Trumpffarbe&lt;/b&gt; ist der Joker einfach der höchste Trumpf und folgt allen Regeln der Trumpffarbe.</translation>
    </message>
    <message>
        <source>The black joker is higher still.</source>
        <translation>Der schwarze Joker steht noch höher.</translation>
    </message>
    <message>
        <source>At no trumps and in {misere}</source>
        <translation>In Ohne-Trumpf-Spielen und bei {misere}</translation>
    </message>
    <message>
        <source>At no trumps</source>
        <translation>In Ohne-Trumpf-Spielen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nominating a suit.&lt;/b&gt; {when}, a contractor who holds a joker after the discard may, before leading, nominate a suit for it, or decline.</source>
        <translation>&lt;b&gt;Farbe bestimmen.&lt;/b&gt; {when} darf ein Ansager, der nach dem Ablegen einen Joker hält, vor dem Ausspielen eine Farbe für ihn bestimmen oder darauf verzichten.</translation>
    </message>
    <message>
        <source>Partners are named before this choice.</source>
        <translation>Die Partner werden vor dieser Wahl genannt.</translation>
    </message>
    <message>
        <source>With both jokers the contractor decides for each, the black one first.</source>
        <translation>Mit beiden Jokern entscheidet der Ansager für jeden einzeln, zuerst für den schwarzen.</translation>
    </message>
    <message>
        <source>A nominated joker becomes the highest card of that suit in every way: it must be played to follow that suit, it is led as a card of that suit, and it loses if it is thrown on a trick of another suit. A joker in any other hand cannot be nominated.</source>
        <translation>Ein Joker mit bestimmter Farbe wird in jeder Hinsicht zur höchsten Karte dieser Farbe: Er muss zum Bedienen dieser Farbe gespielt werden, wird als Karte dieser Farbe ausgespielt und verliert, wenn er auf einen Stich in einer anderen Farbe abgeworfen wird. Für Joker in anderen Händen kann keine Farbe bestimmt werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{When}, a joker that has not been nominated has no suit.&lt;/b&gt; It beats every other card and wins the trick it is played to.</source>
        <translation>&lt;b&gt;{When} hat ein Joker, für den keine Farbe bestimmt wurde, keine Farbe.&lt;/b&gt; Er schlägt jede andere Karte und macht den Stich, in den er gespielt wird.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{When}, the joker has no suit.&lt;/b&gt; It beats every other card and wins the trick it is played to.</source>
        <translation>&lt;b&gt;{When} hat der Joker keine Farbe.&lt;/b&gt; Er schlägt jede andere Karte und macht den Stich, in den er gespielt wird.</translation>
    </message>
    <message>
        <source>If both jokers fall on the same trick, the black one wins.</source>
        <translation>Fallen beide Joker in denselben Stich, gewinnt der schwarze.</translation>
    </message>
    <message>
        <source>You may play it to a trick someone else led only when you have no card of the led suit.</source>
        <translation>In einen Stich, den jemand anderes ausgespielt hat, darfst du ihn nur spielen, wenn du keine Karte der ausgespielten Farbe hast.</translation>
    </message>
    <message>
        <source>You may play it to any trick, even when you could follow suit.</source>
        <translation>Du darfst ihn in jeden Stich spielen, auch wenn du bedienen könntest.</translation>
    </message>
    <message>
        <source>When you lead it, you name the suit the others must follow, and it wins the trick.</source>
        <translation>Spielst du ihn aus, nennst du die Farbe, die die anderen bedienen müssen, und er gewinnt den Stich.</translation>
    </message>
    <message>
        <source>The suit you name must be one that has not been led yet in this hand. Once all four suits have been led, the joker may be led only to the last trick, naming any suit.</source>
        <translation>Die genannte Farbe muss eine sein, die in dieser Runde noch nicht ausgespielt wurde. Wurden alle vier Farben schon ausgespielt, darf der Joker nur noch zum letzten Stich ausgespielt werden, und du nennst eine beliebige Farbe.</translation>
    </message>
    <message>
        <source>You may name any suit.</source>
        <translation>Du darfst jede beliebige Farbe nennen.</translation>
    </message>
    <message>
        <source>It may be led only to the last trick, naming any suit.</source>
        <translation>Er darf nur zum letzten Stich ausgespielt werden, und du nennst eine beliebige Farbe.</translation>
    </message>
    <message>
        <source>If you have nothing else you may lead, you lead the joker anyway and name a suit not yet led, or any suit if all have been led.</source>
        <translation>Hast du sonst nichts, was du ausspielen darfst, spielst du den Joker trotzdem aus und nennst eine noch nicht ausgespielte Farbe oder eine beliebige, wenn schon alle ausgespielt wurden.</translation>
    </message>
    <message>
        <source>A nominated joker is led like any card of its suit and names nothing.</source>
        <translation>Ein Joker mit bestimmter Farbe wird wie jede Karte seiner Farbe ausgespielt; dabei wird keine Farbe genannt.</translation>
    </message>
    <message>
        <source>In {misere}, a player who cannot follow suit and holds a joker without a suit must play it.</source>
        <translation>Bei {misere} muss ein Spieler, der nicht bedienen kann und einen Joker ohne Farbe hält, diesen spielen.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <source>The contractor leads to the first trick. Everyone must follow the suit led if they can; if not, they may play any card. The highest trump in a trick wins it; a trick without trumps goes to the highest card of the suit led. The winner of each trick leads to the next.</source>
        <translation>Der Ansager spielt zum ersten Stich aus. Jeder muss die ausgespielte Farbe bedienen, wenn er kann; sonst darf er eine beliebige Karte spielen. Der höchste Trumpf im Stich gewinnt ihn; einen Stich ohne Trumpf gewinnt die höchste Karte der ausgespielten Farbe. Wer einen Stich gewinnt, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <source>When the hand is played without a contractor, the player on the dealer&apos;s left leads instead.</source>
        <translation>Wird die Runde ohne Ansager gespielt, spielt stattdessen der Spieler links vom Geber aus.</translation>
    </message>
    <message>
        <source>A hand has ten tricks, fewer when a {misere} contract fails early.</source>
        <translation>Eine Runde hat zehn Stiche, weniger, wenn ein {misere}-Kontrakt vorzeitig verloren ist.</translation>
    </message>
    <message>
        <source>A hand has ten tricks.</source>
        <translation>Eine Runde hat zehn Stiche.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Each contract has a value: 40 for 6 spades, 20 more for each step up in suit, and 100 more for each extra trick. The same values decide which bid is higher.</source>
        <translation>Jeder Kontrakt hat einen Wert: 40 für 6 Pik, 20 mehr für jede höhere Farbe und 100 mehr für jeden weiteren Stich. Dieselben Werte entscheiden, welches Gebot höher ist.</translation>
    </message>
    <message>
        <source>If the contractor&apos;s side takes at least as many tricks as it bid, it scores the value of the contract; otherwise it loses that value. Extra tricks earn nothing, with one exception:</source>
        <translation>Macht die Seite des Ansagers mindestens so viele Stiche, wie sie geboten hat, erhält sie den Wert des Kontrakts; sonst verliert sie diesen Wert. Zusätzliche Stiche bringen nichts, mit einer Ausnahme:</translation>
    </message>
    <message>
        <source>a &lt;b&gt;slam&lt;/b&gt;, winning all ten tricks on a contract worth less than {slam}, scores {slam} instead.</source>
        <translation>Ein &lt;b&gt;Schlemm&lt;/b&gt;, also alle zehn Stiche bei einem Kontrakt mit einem Wert unter {slam}, zählt stattdessen {slam}.</translation>
    </message>
    <message>
        <source>({Misere} bids never count as a slam.)</source>
        <translation>({Misere}-Gebote zählen nie als Schlemm.)</translation>
    </message>
    <message>
        <source>Every other side scores 10 points for each trick it took, whether the contract was made or not.</source>
        <translation>Jede andere Seite erhält 10 Punkte für jeden Stich, den sie gemacht hat, ob der Kontrakt erfüllt wurde oder nicht.</translation>
    </message>
    <message>
        <source>Points for tricks never take a side above &lt;b&gt;{limit}&lt;/b&gt;: a side at {before} that takes three tricks moves to {limit}, not {after}, and a side already at {limit} or above gains nothing and loses nothing from its tricks.</source>
        <translation>Punkte für Stiche bringen eine Seite nie über &lt;b&gt;{limit}&lt;/b&gt;: Eine Seite mit {before}, die drei Stiche macht, kommt auf {limit}, nicht auf {after}, und eine Seite, die schon bei {limit} oder darüber steht, gewinnt und verliert durch ihre Stiche nichts.</translation>
    </message>
    <message>
        <source>This limit applies to every score of 10 points per trick.</source>
        <translation>Diese Grenze gilt für alle Punkte, die es mit 10 pro Stich gibt.</translation>
    </message>
    <message>
        <source>A {misere} contractor scores the value of the bid if they took no trick and loses it if they took one.</source>
        <translation>Wer als Ansager {misere} spielt, erhält den Wert des Gebots, wenn er keinen Stich gemacht hat, und verliert ihn, wenn er einen gemacht hat.</translation>
    </message>
    <message>
        <source>The other sides score nothing for their tricks.</source>
        <translation>Die anderen Seiten erhalten für ihre Stiche nichts.</translation>
    </message>
    <message>
        <source>The other sides score 10 points for each trick they took.</source>
        <translation>Die anderen Seiten erhalten 10 Punkte für jeden Stich, den sie gemacht haben.</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gewinnen und Verlieren</translation>
    </message>
    <message>
        <source>A side wins by reaching {win} points or more, and it can only get there by making a contract it bid: points for tricks stop at {limit}.</source>
        <translation>Eine Seite gewinnt, wenn sie {win} Punkte oder mehr erreicht, und dorthin kommt sie nur, indem sie einen selbst gebotenen Kontrakt erfüllt: Punkte für Stiche enden bei {limit}.</translation>
    </message>
    <message>
        <source>The first side to reach {win} points, by any points, wins.</source>
        <translation>Die erste Seite, die {win} Punkte erreicht, gleich auf welche Weise, gewinnt.</translation>
    </message>
    <message>
        <source>If several sides pass {win} in the same hand, the contractor wins if they are among them; otherwise the highest score wins.</source>
        <translation>Kommen mehrere Seiten in derselben Runde auf {win} oder mehr, gewinnt der Ansager, wenn er dazugehört; sonst gewinnt der höchste Punktestand.</translation>
    </message>
    <message>
        <source>If several sides pass {win} in the same hand, the contractor&apos;s side wins if it is among them; otherwise the highest score wins.</source>
        <translation>Kommen mehrere Seiten in derselben Runde auf {win} oder mehr, gewinnt die Seite des Ansagers, wenn sie dazugehört; sonst gewinnt der höchste Punktestand.</translation>
    </message>
    <message>
        <source>A side whose score falls to {lose} or below has gone “out backwards” and loses; the other side wins.</source>
        <translation>Eine Seite, deren Punktestand auf {lose} oder darunter fällt, ist „rückwärts hinausgegangen“ und verliert; die andere Seite gewinnt.</translation>
    </message>
    <message>
        <source>A side whose score falls to {lose} or below has gone “out backwards” and loses; the highest score among the others wins.</source>
        <translation>Eine Seite, deren Punktestand auf {lose} oder darunter fällt, ist „rückwärts hinausgegangen“ und verliert; von den übrigen gewinnt die mit dem höchsten Punktestand.</translation>
    </message>
    <message>
        <source>If one side wins and another goes out backwards in the same hand, the win counts.</source>
        <translation>Gewinnt eine Seite und geht eine andere in derselben Runde rückwärts hinaus, zählt der Sieg.</translation>
    </message>
    <message>
        <source>If the winner would be decided by an exact tie for the highest score, nobody has won yet and play goes on.</source>
        <translation>Würde ein exakter Gleichstand beim höchsten Punktestand über den Sieger entscheiden, hat noch niemand gewonnen, und es wird weitergespielt.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>4 players in two partnerships, the standard 52-card pack, spades always trumps.</source>
        <translation>4 Spieler in zwei Paaren, das übliche Blatt mit 52 Karten, Pik ist immer Trumpf.</translation>
    </message>
    <message>
        <source>Four players play in two partnerships, partners sitting opposite each other. In each hand every player says how many tricks they expect to win, and each partnership tries to take at least the total of its two bids.</source>
        <translation>Vier Spieler spielen in zwei Paaren; die Partner sitzen sich gegenüber. In jeder Runde sagt jeder Spieler, wie viele Stiche er zu machen erwartet, und jedes Paar versucht, mindestens die Summe seiner beiden Gebote zu erreichen.</translation>
    </message>
    <message>
        <source>The first partnership to reach {win} points wins.</source>
        <translation>Das erste Paar, das {win} Punkte erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>The whole 52-card pack is dealt one card at a time, 13 to each player. The first dealer is chosen at random and the deal then passes to the left. Aces are high, and &lt;b&gt;spades are always trumps&lt;/b&gt;.</source>
        <translation>Das ganze Blatt mit 52 Karten wird einzeln ausgeteilt, 13 Karten an jeden Spieler. Der erste Geber wird zufällig bestimmt, danach geht das Geben nach links weiter. Asse sind hoch, und &lt;b&gt;Pik ist immer Trumpf&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>There is one round of bidding, starting with the player on the dealer&apos;s left. Everyone must bid: a number of tricks from 1 to 13, or nil. Nobody passes and nobody has to bid higher than the others. A partnership&apos;s contract is the sum of its bids other than nil.</source>
        <translation>Es gibt eine Bietrunde, beginnend beim Spieler links vom Geber. Jeder muss bieten: eine Anzahl Stiche von 1 bis 13 oder Nil. Niemand passt, und niemand muss höher bieten als die anderen. Der Kontrakt eines Paares ist die Summe seiner Gebote außer Nil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nil&lt;/b&gt; is a promise to win no tricks at all. A nil bidder&apos;s partner plays for their own bid, which is then the partnership&apos;s contract.</source>
        <translation>&lt;b&gt;Nil&lt;/b&gt; ist das Versprechen, überhaupt keinen Stich zu machen. Der Partner eines Nil-Bieters spielt für sein eigenes Gebot, das dann der Kontrakt des Paares ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blind nil&lt;/b&gt; is a nil bid made before looking at your cards. It is worth twice as much as nil.</source>
        <translation>&lt;b&gt;Blind Nil&lt;/b&gt; ist ein Nil-Gebot, das du abgibst, bevor du deine Karten angesehen hast. Es ist doppelt so viel wert wie Nil.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick and may not lead a spade. Everyone must follow the suit led if they can; otherwise they may play any card, a spade included. The highest spade in a trick wins it; a trick without spades goes to the highest card of the suit led. The winner of each trick leads to the next.</source>
        <translation>Der Spieler links vom Geber spielt zum ersten Stich aus und darf kein Pik ausspielen. Jeder muss die ausgespielte Farbe bedienen, wenn er kann; sonst darf er eine beliebige Karte spielen, auch ein Pik. Das höchste Pik im Stich gewinnt ihn; einen Stich ohne Pik gewinnt die höchste Karte der ausgespielten Farbe. Wer einen Stich gewinnt, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <source>Spades may not be led until they are &lt;b&gt;broken&lt;/b&gt;, that is until a spade has been played to an earlier trick, unless the leader holds nothing but spades (on the first trick too).</source>
        <translation>Pik darf erst ausgespielt werden, wenn Pik &lt;b&gt;gebrochen&lt;/b&gt; ist, also schon in einem früheren Stich ein Pik gespielt wurde – es sei denn, der Ausspielende hat nur noch Pik (auch beim ersten Stich).</translation>
    </message>
    <message>
        <source>A partnership that takes at least its contract scores 10 points for each trick bid, plus 1 point for each extra trick. Extra tricks are called &lt;b&gt;bags&lt;/b&gt;.</source>
        <translation>Ein Paar, das mindestens seinen Kontrakt erreicht, erhält 10 Punkte für jeden gebotenen Stich plus 1 Punkt für jeden zusätzlichen Stich. Zusätzliche Stiche heißen &lt;b&gt;Überstiche&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A partnership that falls short loses 10 points for each trick bid.</source>
        <translation>Ein Paar, das seinen Kontrakt verfehlt, verliert 10 Punkte für jeden gebotenen Stich.</translation>
    </message>
    <message>
        <source>Bags add up from hand to hand. Each time a partnership&apos;s bags reach {limit}, it loses {penalty} points and its bag count drops by {limit}.</source>
        <translation>Überstiche werden von Runde zu Runde zusammengezählt. Jedes Mal, wenn die Überstiche eines Paares {limit} erreichen, verliert es {penalty} Punkte, und sein Überstich-Zähler sinkt um {limit}.</translation>
    </message>
    <message>
        <source>A nil bidder who takes no trick wins 100 points for the partnership, blind nil 200; one who takes a trick loses 100, blind nil 200. This comes on top of the partner&apos;s result.</source>
        <translation>Ein Nil-Bieter, der keinen Stich macht, gewinnt 100 Punkte für sein Paar, bei Blind Nil 200; macht er einen Stich, verliert er 100, bei Blind Nil 200. Das kommt zum Ergebnis des Partners hinzu.</translation>
    </message>
    <message>
        <source>A nil bidder who takes no trick wins 100 points for the partnership; one who takes a trick loses 100. This comes on top of the partner&apos;s result.</source>
        <translation>Ein Nil-Bieter, der keinen Stich macht, gewinnt 100 Punkte für sein Paar; macht er einen Stich, verliert er 100. Das kommt zum Ergebnis des Partners hinzu.</translation>
    </message>
    <message>
        <source>Tricks won by a nil bidder do not help the partner&apos;s bid, but they count as bags, 1 point each.</source>
        <translation>Stiche eines Nil-Bieters helfen dem Gebot des Partners nicht, zählen aber als Überstiche, je 1 Punkt.</translation>
    </message>
    <message>
        <source>For example, a partnership that bids 5 and takes 7 scores 52 points and gains 2 bags.</source>
        <translation>Beispiel: Ein Paar, das 5 bietet und 7 Stiche macht, erhält 52 Punkte und 2 Überstiche.</translation>
    </message>
    <message>
        <source>If that takes its bags to {limit} or more, it also loses {penalty} points.</source>
        <translation>Steigen seine Überstiche dadurch auf {limit} oder mehr, verliert es zusätzlich {penalty} Punkte.</translation>
    </message>
    <message>
        <source>Taking all 13 tricks, a &lt;b&gt;Boston&lt;/b&gt;, is announced but scores nothing extra.</source>
        <translation>Alle 13 Stiche zu machen, ein &lt;b&gt;Boston&lt;/b&gt;, wird angezeigt, bringt aber keine zusätzlichen Punkte.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <source>The first partnership to reach {win} points wins. If both reach it in the same hand, the higher score wins; if the scores are equal, play goes on.</source>
        <translation>Das erste Paar, das {win} Punkte erreicht, gewinnt. Erreichen beide es in derselben Runde, gewinnt der höhere Punktestand; bei Gleichstand wird weitergespielt.</translation>
    </message>
    <message>
        <source>A partnership whose score falls to {lose} or below loses.</source>
        <translation>Ein Paar, dessen Punktestand auf {lose} oder darunter fällt, verliert.</translation>
    </message>
    <message>
        <source>Contents: {links}</source>
        <translation>Inhalt: {links}</translation>
    </message>
    <message>
        <source>Playing by keys and by ear</source>
        <translation>Spielen mit Tastatur und Gehör</translation>
    </message>
    <message>
        <source>Every decision can be made with the keyboard, and a screen reader (such as Orca or NVDA) is told everything that happens.</source>
        <translation>Jede Entscheidung lässt sich mit der Tastatur treffen, und ein Bildschirmleser (etwa Orca oder NVDA) erfährt alles, was geschieht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;← →&lt;/b&gt; (or &lt;b&gt;↑ ↓&lt;/b&gt;) on the table: from card to card you may play; with &lt;b&gt;Ctrl&lt;/b&gt;, to every card, to hear why one cannot be played. &lt;b&gt;Enter&lt;/b&gt; plays the card.</source>
        <translation>&lt;b&gt;← →&lt;/b&gt; (oder &lt;b&gt;↑ ↓&lt;/b&gt;) auf dem Tisch: von einer spielbaren Karte zur nächsten; mit &lt;b&gt;Strg&lt;/b&gt; zu jeder Karte, um zu hören, warum eine nicht gespielt werden kann. &lt;b&gt;Enter&lt;/b&gt; spielt die Karte.</translation>
    </message>
    <message>
        <source>Putting cards back in the {kitty}: &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; chooses the card or keeps it, &lt;b&gt;D&lt;/b&gt; discards the cards chosen.</source>
        <translation>Karten ablegen ({kitty}): &lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Enter&lt;/b&gt; wählt die Karte oder behält sie, &lt;b&gt;D&lt;/b&gt; legt die gewählten Karten ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab&lt;/b&gt; goes on to the bid grid and the calls beside it; in the grid the arrows go from bid to bid (a bid that cannot be called is skipped, and at the edge you hear “No higher bid”), &lt;b&gt;Enter&lt;/b&gt; bids.</source>
        <translation>&lt;b&gt;Tab&lt;/b&gt; geht weiter zum Gebotsraster und den Ansagen daneben; im Raster gehen die Pfeiltasten von Gebot zu Gebot (ein Gebot, das nicht möglich ist, wird übersprungen, und am Rand hörst du „Kein höheres Gebot“), &lt;b&gt;Enter&lt;/b&gt; bietet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tab&lt;/b&gt; goes on to the bid buttons; &lt;b&gt;Enter&lt;/b&gt; bids.</source>
        <translation>&lt;b&gt;Tab&lt;/b&gt; geht weiter zu den Gebotsknöpfen; &lt;b&gt;Enter&lt;/b&gt; bietet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; suggests a card or a call, &lt;b&gt;L&lt;/b&gt; shows the last trick, &lt;b&gt;N&lt;/b&gt; deals the next hand, &lt;b&gt;P&lt;/b&gt; pauses, &lt;b&gt;F1&lt;/b&gt; opens this page.</source>
        <translation>&lt;b&gt;H&lt;/b&gt; schlägt eine Karte oder ein Gebot vor, &lt;b&gt;L&lt;/b&gt; zeigt den letzten Stich, &lt;b&gt;N&lt;/b&gt; gibt die nächste Runde, &lt;b&gt;P&lt;/b&gt; hält an, &lt;b&gt;F1&lt;/b&gt; öffnet diese Seite.</translation>
    </message>
    <message>
        <source>Keys that read the table aloud, whenever you like:</source>
        <translation>Tasten, die den Tisch vorlesen, wann immer du willst:</translation>
    </message>
    <message>
        <source>&lt;b&gt;T&lt;/b&gt;: the trick so far, card by card, and whose turn it is.</source>
        <translation>&lt;b&gt;T&lt;/b&gt;: der Stich bisher, Karte für Karte, und wer dran ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;S&lt;/b&gt;: each side&apos;s score and the contract.</source>
        <translation>&lt;b&gt;S&lt;/b&gt;: der Stand jeder Seite und der Kontrakt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;C&lt;/b&gt;: the tricks won against the tricks needed, and those the defenders need.</source>
        <translation>&lt;b&gt;C&lt;/b&gt;: die gewonnenen Stiche gegen die benötigten, und die, die die Gegenspieler brauchen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;O&lt;/b&gt;: the hands lying face up.</source>
        <translation>&lt;b&gt;O&lt;/b&gt;: die offen liegenden Blätter.</translation>
    </message>
    <message>
        <source>What you hear: the card under the keys (“Q♥, playable”, or why it cannot be played); each call and card as it is made (“West plays K♥”), each trick&apos;s winner and the result of the hand; the contract once, when it is made (“North&apos;s contract: 8 no trumps; you defend”); and what you are asked to decide.</source>
        <translation>Was du hörst: die Karte unter den Tasten („Q♥, spielbar“, oder warum sie nicht gespielt werden kann); jedes Gebot und jede Karte, sobald sie gespielt werden („West spielt K♥“), wer jeden Stich gewinnt und das Ergebnis der Runde; den Kontrakt einmal, wenn er feststeht („Kontrakt von North: 8 ohne Trumpf; du verteidigst“); und was du entscheiden sollst.</translation>
    </message>
    <message>
        <source>A card picked up from the {kitty} says so; the bids in the grid and in the Auction are read in words, and a bid that cannot be called says why.</source>
        <translation>Eine aufgenommene Karte ({kitty}) sagt es; die Gebote im Raster und in der Auktion werden in Worten vorgelesen, und ein Gebot, das nicht möglich ist, sagt warum.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SaveWarning</name>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Try to write now (every move tries anyway)</source>
        <translation>Jetzt zu schreiben versuchen (jeder Zug versucht es ohnehin)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your game is not being saved&lt;/b&gt;: if the app closes, the moves since the last save are lost. ({0})</source>
        <translation>&lt;b&gt;Deine Partie wird nicht gespeichert&lt;/b&gt;: Wenn die App sich schließt, gehen die Züge seit dem letzten Speichern verloren. ({0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your statistics are not saved yet&lt;/b&gt;: the results are kept and written as soon as writing works. ({0})</source>
        <translation>&lt;b&gt;Deine Statistik ist noch nicht gespeichert&lt;/b&gt;: Die Ergebnisse bleiben erhalten und werden geschrieben, sobald das Schreiben klappt. ({0})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The finished game could not be removed&lt;/b&gt; from the saved game; it will not be offered again. ({0})</source>
        <translation>&lt;b&gt;Die beendete Partie konnte nicht aus dem gespeicherten Spiel entfernt werden&lt;/b&gt;; sie wird nicht noch einmal angeboten. ({0})</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>{side}: {won} of {bid}</source>
        <translation>{side}: {won} von {bid}</translation>
    </message>
    <message>
        <source>Every trick for its winner</source>
        <translation>Jeder Stich zählt für den, der ihn macht</translation>
    </message>
    <message>
        <source>Tricks taken: {0} (none allowed)</source>
        <translation>Gemachte Stiche: {0} (keiner erlaubt)</translation>
    </message>
    <message>
        <source>Tricks: {won} of {need}</source>
        <translation>Stiche: {won} von {need}</translation>
    </message>
    <message>
        <source>Defenders: {won} of {to_set} to set</source>
        <translation>Gegenspieler: {won} von {to_set} zum Fall</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>No trumps, all passed</source>
        <translation>Ohne Trumpf, alle gepasst</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <source>{contract} by {player}</source>
        <translation>{player} spielt {contract}</translation>
    </message>
    <message>
        <source>bags {0}</source>
        <translation>Überstiche {0}</translation>
    </message>
</context>
<context>
    <name>ScoreDelegate</name>
    <message>
        <source>bags {n}</source>
        <translation>Überstiche {n}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Each side&apos;s bids</source>
        <translation>Die Gebote jeder Seite</translation>
    </message>
    <message>
        <source>The contract played: ✓ made, ✗ failed</source>
        <translation>Der gespielte Kontrakt: ✓ erfüllt, ✗ verloren</translation>
    </message>
    <message>
        <source>{side}: the points of each hand, and below them the total after it</source>
        <translation>{side}: die Punkte jeder Runde, darunter der Stand danach</translation>
    </message>
    <message>
        <source>{delta}, total {total}</source>
        <translation>{delta}, gesamt {total}</translation>
    </message>
    <message>
        <source>, bags {bags}</source>
        <translation>, Überstiche {bags}</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>alle gepasst</translation>
    </message>
    <message>
        <source>NT, all passed</source>
        <translation>OT, alle gepasst</translation>
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
        <translation>1 Stich</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <source>Hand {number}, dealt by {dealer}</source>
        <translation>Runde {number}, Geber: {dealer}</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was thrown in.</source>
        <translation>Alle haben gepasst: Die Runde wurde zusammengeworfen.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was played at no trumps without a contractor.</source>
        <translation>Alle haben gepasst: Die Runde wurde ohne Trumpf und ohne Ansager gespielt.</translation>
    </message>
    <message>
        <source>{declarer} (with {partners})</source>
        <translation>{declarer} (mit {partners})</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>{who} bid {contract} and took {tricks}: {outcome}.</source>
        <translation>{who} bot {contract} und machte {tricks}: {outcome}.</translation>
    </message>
    <message>
        <source>{side}: {delta}, total {total}</source>
        <translation>{side}: {delta}, gesamt {total}</translation>
    </message>
    <message>
        <source> ({tricks})</source>
        <translation> ({tricks})</translation>
    </message>
    <message>
        <source>{side} bid {bids} and took {tricks}: {delta}, total {total}</source>
        <translation>{side}: {bids} geboten, {tricks} gemacht: {delta}, gesamt {total}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>no trumps (all passed)</source>
        <translation>ohne Trumpf (alle gepasst)</translation>
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
        <translation>Der Name, der an diesem Platz angezeigt wird.</translation>
    </message>
    <message>
        <source>A person playing at this computer, or a computer player.</source>
        <translation>Ein Mensch an diesem Computer oder ein Computerspieler.</translation>
    </message>
    <message>
        <source>How strongly the computer player plays.</source>
        <translation>Wie stark der Computerspieler spielt.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Nordwest</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Nordost</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No games or contracts counted yet. Finished games and the contracts you bid are counted here.</source>
        <translation>Noch keine Partien oder Kontrakte gezählt. Hier werden beendete Partien und die Kontrakte gezählt, die du bietest.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Forget all games and contracts counted so far</source>
        <translation>Alle bisher gezählten Partien und Kontrakte vergessen</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget all games and contracts counted so far? This cannot be undone.</source>
        <translation>Alle bisher gezählten Partien und Kontrakte vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be written ({reason}).</source>
        <translation>Die Statistikdatei {path} konnte nicht geschrieben werden ({reason}).</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Australian 500</source>
        <translation>Australisches 500</translation>
    </message>
    <message>
        <source>American 500</source>
        <translation>Amerikanisches 500</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>to {score} points</source>
        <translation>bis {score} Punkte</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <source>two teams of three</source>
        <translation>zwei Teams zu dritt</translation>
    </message>
    <message>
        <source>three teams of two</source>
        <translation>drei Teams zu zweit</translation>
    </message>
    <message>
        <source>Suit contracts</source>
        <translation>Farbkontrakte</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Misère (nullo)</source>
        <translation>Misère (Null)</translation>
    </message>
    <message>
        <source>Open misère (open nullo)</source>
        <translation>Misère ouvert (Null ouvert)</translation>
    </message>
    <message>
        <source>Blind misère (blind nullo)</source>
        <translation>Blinde Misère (blinder Null)</translation>
    </message>
    <message>
        <source>Sans kitty (sans widow)</source>
        <translation>Ohne Stock (ohne Witwe)</translation>
    </message>
    <message>
        <source>Nil (Spades)</source>
        <translation>Nil (Spades)</translation>
    </message>
    <message>
        <source>Blind nil (Spades)</source>
        <translation>Blind Nil (Spades)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Games in which you used Undo</source>
        <translation>Partien mit Zurücknehmen</translation>
    </message>
    <message>
        <source>Contracts you bid</source>
        <translation>Deine Kontrakte</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Geboten</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>Erfüllt %</translation>
    </message>
    <message>
        <source>Games you played to the end without taking back a move. A game to another winning score than its rules&apos; usual one has a line of its own.</source>
        <translation>Partien, die du bis zum Ende gespielt hast, ohne einen Zug zurückzunehmen. Eine Partie mit einer anderen Gewinnpunktzahl als der üblichen ihrer Regeln bekommt eine eigene Zeile.</translation>
    </message>
    <message>
        <source>Games in which you took back a move with Undo, counted apart from the others.</source>
        <translation>Partien, in denen du einen Zug zurückgenommen hast, getrennt von den anderen gezählt.</translation>
    </message>
    <message>
        <source>The contracts you won the auction with, and the nil bids you made.</source>
        <translation>Die Kontrakte, für die du den Zuschlag bekommen hast, und deine Nil-Gebote.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Successes</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>All Spades games</source>
        <translation>Alle Spades-Partien</translation>
    </message>
    <message>
        <source>All 500 games</source>
        <translation>Alle 500-Partien</translation>
    </message>
    <message>
        <source>{0:.0f} %</source>
        <translation>{0:.0f} %</translation>
    </message>
    <message>
        <source>{won} won of {played} played</source>
        <translation>{won} von {played} gespielten gewonnen</translation>
    </message>
    <message>
        <source>{made} made of {bid} bid</source>
        <translation>{made} von {bid} gebotenen erfüllt</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>your partner</source>
        <translation>dein Partner</translation>
    </message>
    <message>
        <source>partner of {0}</source>
        <translation>Partner von {0}</translation>
    </message>
    <message>
        <source>joker leads {0}</source>
        <translation>Joker spielt {0} aus</translation>
    </message>
    <message>
        <source>sits this hand out</source>
        <translation>setzt diese Runde aus</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>Gebot: {0}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>the game is paused: press P to go on</source>
        <translation>die Partie ist pausiert: Drücke P, um weiterzumachen</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht dran</translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays a legal move instead.</source>
        <translation>Ein Computerspieler hatte einen Fehler ({0}); er macht stattdessen einen erlaubten Zug.</translation>
    </message>
    <message>
        <source>A computer player tried an illegal move ({0}); it plays a legal move instead.</source>
        <translation>Ein Computerspieler versuchte einen unerlaubten Zug ({0}); er macht stattdessen einen erlaubten Zug.</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>es läuft keine Partie</translation>
    </message>
</context>
<context>
    <name>TableDocks</name>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punktezettel</translation>
    </message>
    <message>
        <source>&amp;Auction</source>
        <translation>&amp;Gebote</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <source>{card} from the {kitty}</source>
        <translation>{card}, aufgenommen ({kitty})</translation>
    </message>
    <message>
        <source>{card}, chosen to put back</source>
        <translation>{card}, zum Ablegen gewählt</translation>
    </message>
    <message>
        <source>{card}, kept</source>
        <translation>{card}, behalten</translation>
    </message>
    <message>
        <source>{text} ({have} of {need} chosen)</source>
        <translation>{text} ({have} von {need} gewählt)</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, spielbar</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {why}</source>
        <translation>{card}, nicht spielbar: {why}</translation>
    </message>
    <message>
        <source>{card}, cannot be played</source>
        <translation>{card}, nicht spielbar</translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Bot {number} ({level})</source>
        <translation>Computer {number} ({level})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>{player} ist dran</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>There is no game on the table.</source>
        <translation>Auf dem Tisch liegt kein Spiel.</translation>
    </message>
    <message>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}.</source>
        <translation>Stich {number}: {cards}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Noch kein Kontrakt.</translation>
    </message>
    <message>
        <source>Trick {number}: no card played yet.</source>
        <translation>Stich {number}: noch keine Karte gespielt.</translation>
    </message>
    <message>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
    <message>
        <source>{side}, bags {bags}</source>
        <translation>{side}, Überstiche {bags}</translation>
    </message>
    <message>
        <source>{scores}. {contract}.</source>
        <translation>{scores}. {contract}.</translation>
    </message>
    <message>
        <source>No contract yet</source>
        <translation>Noch kein Kontrakt</translation>
    </message>
    <message>
        <source>{player}&apos;s hand, face up: {cards}.</source>
        <translation>Blatt von {player}, offen: {cards}.</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>keine Karten mehr</translation>
    </message>
    <message>
        <source>No hand is face up.</source>
        <translation>Kein Blatt liegt offen.</translation>
    </message>
    <message>
        <source>Read the &amp;trick</source>
        <translation>&amp;Stich vorlesen</translation>
    </message>
    <message>
        <source>Read the &amp;score and contract</source>
        <translation>Stand und &amp;Kontrakt vorlesen</translation>
    </message>
    <message>
        <source>Read the tricks &amp;counted</source>
        <translation>&amp;Gezählte Stiche vorlesen</translation>
    </message>
    <message>
        <source>Read the hands face &amp;up</source>
        <translation>&amp;Offene Blätter vorlesen</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <source>The hand is thrown in; the deal passes on.</source>
        <translation>Die Runde wird zusammengeworfen; der nächste Spieler gibt.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>No trumps, all passed</source>
        <translation>Ohne Trumpf, alle gepasst</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>went down</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>You deal a new hand</source>
        <translation>Du gibst eine neue Runde</translation>
    </message>
    <message>
        <source>{player} deals a new hand</source>
        <translation>{player} gibt eine neue Runde</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passt</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Du bietest {bid}</translation>
    </message>
    <message>
        <source>{player} bids {bid}</source>
        <translation>{player} bietet {bid}</translation>
    </message>
    <message>
        <source>All passed: the hand is thrown in</source>
        <translation>Alle haben gepasst: Die Runde wird zusammengeworfen</translation>
    </message>
    <message>
        <source>You pick up {cards}</source>
        <translation>Du nimmst {cards} auf</translation>
    </message>
    <message numerus="yes">
        <source>{player} picks up %n cards</source>
        <translation>
            <numerusform>{player} nimmt %n Karte auf</numerusform>
            <numerusform>{player} nimmt %n Karten auf</numerusform>
        </translation>
    </message>
    <message>
        <source>You put back {cards}</source>
        <translation>Du legst {cards} ab</translation>
    </message>
    <message numerus="yes">
        <source>{player} puts back %n cards</source>
        <translation>
            <numerusform>{player} legt %n Karte ab</numerusform>
            <numerusform>{player} legt %n Karten ab</numerusform>
        </translation>
    </message>
    <message>
        <source>You call {partners} as partners</source>
        <translation>Du rufst {partners} als Partner</translation>
    </message>
    <message>
        <source>{player} calls {partners} as partners</source>
        <translation>{player} ruft {partners} als Partner</translation>
    </message>
    <message>
        <source>Your joker keeps no suit</source>
        <translation>Dein Joker bleibt ohne Farbe</translation>
    </message>
    <message>
        <source>{player}&apos;s joker keeps no suit</source>
        <translation>Der Joker von {player} bleibt ohne Farbe</translation>
    </message>
    <message>
        <source>You name your joker {suit}</source>
        <translation>Du bestimmst deinen Joker als {suit}</translation>
    </message>
    <message>
        <source>{player} names their joker {suit}</source>
        <translation>{player} bestimmt den Joker als {suit}</translation>
    </message>
    <message>
        <source>You lay your hand face up</source>
        <translation>Du legst dein Blatt offen hin</translation>
    </message>
    <message>
        <source>{player} lays their hand face up</source>
        <translation>{player} legt das Blatt offen hin</translation>
    </message>
    <message>
        <source>You lead {card} as {suit}</source>
        <translation>Du spielst {card} als {suit} aus</translation>
    </message>
    <message>
        <source>{player} leads {card} as {suit}</source>
        <translation>{player} spielt {card} als {suit} aus</translation>
    </message>
    <message>
        <source>You play {card}</source>
        <translation>Du spielst {card}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} spielt {card}</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} macht den Stich</translation>
    </message>
    <message>
        <source>Hand over: {sides}</source>
        <translation>Runde vorbei: {sides}</translation>
    </message>
    <message>
        <source>{side} {points}, {total} in all</source>
        <translation>{side} {points}, gesamt {total}</translation>
    </message>
    <message>
        <source>Hand over: {result}. {scores}</source>
        <translation>Runde vorbei: {result}. {scores}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table: {turn}</source>
        <translation>Kartentisch: {turn}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Your hand: the arrow keys go from card to card you may play (with Ctrl, to every card); Enter plays the card.</source>
        <translation>Dein Blatt: Die Pfeiltasten gehen von einer spielbaren Karte zur nächsten (mit Strg zu jeder Karte); Enter spielt die Karte.</translation>
    </message>
    <message>
        <source>Your hand: the arrow keys go from card to card; Enter or Space chooses the card to put back, or keeps it; Tab goes on to Discard.</source>
        <translation>Dein Blatt: Die Pfeiltasten gehen von Karte zu Karte; Enter oder Leertaste wählt die Karte zum Ablegen oder behält sie; Tab geht weiter zu „Ablegen“.</translation>
    </message>
    <message>
        <source>The arrow keys read your hand; Tab goes on to the calls and buttons.</source>
        <translation>Die Pfeiltasten lesen dein Blatt vor; Tab geht weiter zu den Ansagen und Schaltflächen.</translation>
    </message>
    <message>
        <source>T reads the trick, S the score and contract, C the tricks counted, O the hands face up.</source>
        <translation>T liest den Stich vor, S den Stand und Kontrakt, C die gezählten Stiche, O die offenen Blätter.</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <source>Spectator places</source>
        <translation>Zuschauerplätze</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>{free} of {players}</source>
        <translation>{free} von {players}</translation>
    </message>
    <message>
        <source>A password is needed to join.</source>
        <translation>Zum Beitreten ist ein Passwort nötig.</translation>
    </message>
    <message>
        <source>No password is needed.</source>
        <translation>Kein Passwort nötig.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>500, Australian</source>
        <translation>500, australisch</translation>
    </message>
    <message>
        <source>500, American</source>
        <translation>500, amerikanisch</translation>
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
        <translation>Meine letzte Karte oder Ansage &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo the card or call taken back</source>
        <translation>Zurückgenommene Karte oder Ansage &amp;wiederholen</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Deine letzte Entscheidung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>The decision taken back is made again.</source>
        <translation>Die zurückgenommene Entscheidung gilt wieder.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>open misère</source>
        <translation>Misère ouvert</translation>
    </message>
    <message>
        <source>blind misère</source>
        <translation>blinde Misère</translation>
    </message>
    <message>
        <source>kitty</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>Nil</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>Blind Nil</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>nullo</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>open nullo</source>
        <translation>Null ouvert</translation>
    </message>
    <message>
        <source>blind nullo</source>
        <translation>blinder Null</translation>
    </message>
    <message>
        <source>widow</source>
        <translation>Witwe</translation>
    </message>
    <message>
        <source>{tricks} spades</source>
        <translation>{tricks} Pik</translation>
    </message>
    <message>
        <source>{tricks} clubs</source>
        <translation>{tricks} Kreuz</translation>
    </message>
    <message>
        <source>{tricks} diamonds</source>
        <translation>{tricks} Karo</translation>
    </message>
    <message>
        <source>{tricks} hearts</source>
        <translation>{tricks} Herz</translation>
    </message>
    <message>
        <source>{tricks} no trumps</source>
        <translation>{tricks} ohne Trumpf</translation>
    </message>
    <message>
        <source>{bid} sans {kitty}</source>
        <translation>{bid} ohne {kitty}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>&lt;b&gt;Five Hundred is open in another window&lt;/b&gt;: this one does not save its game or your statistics. Close it and play in the other window to keep them.</source>
        <translation>&lt;b&gt;Five Hundred ist in einem anderen Fenster geöffnet&lt;/b&gt;: Dieses Fenster speichert weder die Partie noch deine Statistik. Schließe es und spiele im anderen Fenster, damit beides erhalten bleibt.</translation>
    </message>
    <message>
        <source>Five Hundred</source>
        <translation>Five Hundred</translation>
    </message>
    <message>
        <source>Five Hundred is already open on this computer. A second window would overwrite the first one&apos;s saved game and statistics, so it can only play without saving anything.</source>
        <translation>Five Hundred ist auf diesem Computer bereits geöffnet. Ein zweites Fenster würde die gespeicherte Partie und die Statistik des ersten überschreiben; es kann daher nur spielen, ohne etwas zu speichern.</translation>
    </message>
    <message>
        <source>Open without saving</source>
        <translation>Ohne Speichern öffnen</translation>
    </message>
    <message>
        <source>The details are in {0}.</source>
        <translation>Die Einzelheiten stehen in {0}.</translation>
    </message>
    <message>
        <source>Something went wrong inside the program ({0}). The game is saved after every move: if the table stops responding, close the window and start again to continue. {1}</source>
        <translation>Im Programm ist etwas schiefgelaufen ({0}). Die Partie wird nach jedem Zug gespeichert: Wenn der Tisch nicht mehr reagiert, schließe das Fenster und starte neu, um weiterzuspielen. {1}</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>A game in progress was not finished. Continue it where it stopped?</source>
        <translation>Eine laufende Partie wurde nicht beendet. Dort weitermachen, wo sie aufgehört hat?</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed: {0}</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden: {0}</translation>
    </message>
    <message>
        <source>The default table&apos;s rules are refused ({0}); starting an Australian game instead.</source>
        <translation>Die Regeln des Standardtischs werden abgelehnt ({0}); stattdessen beginnt eine australische Partie.</translation>
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
        <translation>{bid} geboten, {taken} gemacht: erfüllt, {points}</translation>
    </message>
    <message>
        <source>bid {bid}, took {taken}: set, {points}</source>
        <translation>{bid} geboten, {taken} gemacht: verloren, {points}</translation>
    </message>
    <message>
        <source>1 bag, {points}</source>
        <translation>1 Überstich, {points}</translation>
    </message>
    <message>
        <source>{n} bags, {points}</source>
        <translation>{n} Überstiche, {points}</translation>
    </message>
    <message>
        <source>a bag penalty, {points}</source>
        <translation>Überstich-Strafe, {points}</translation>
    </message>
    <message>
        <source>{n} bag penalties, {points}</source>
        <translation>{n} Überstich-Strafen, {points}</translation>
    </message>
    <message>
        <source>your blind nil made, {points}</source>
        <translation>dein Blind Nil erfüllt, {points}</translation>
    </message>
    <message>
        <source>your blind nil failed, {points}</source>
        <translation>dein Blind Nil verloren, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s blind nil made, {points}</source>
        <translation>Blind Nil von {player} erfüllt, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s blind nil failed, {points}</source>
        <translation>Blind Nil von {player} verloren, {points}</translation>
    </message>
    <message>
        <source>your nil made, {points}</source>
        <translation>dein Nil erfüllt, {points}</translation>
    </message>
    <message>
        <source>your nil failed, {points}</source>
        <translation>dein Nil verloren, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s nil made, {points}</source>
        <translation>Nil von {player} erfüllt, {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s nil failed, {points}</source>
        <translation>Nil von {player} verloren, {points}</translation>
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
        <translation>schwarzer Joker</translation>
    </message>
    <message>
        <source>red joker</source>
        <translation>roter Joker</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <source>{bid} sans {kitty}</source>
        <translation>{bid} ohne {kitty}</translation>
    </message>
    <message>
        <source>{others} &amp; {last}</source>
        <translation>{others} &amp; {last}</translation>
    </message>
    <message>
        <source>inkle: a signal, cannot win the auction</source>
        <translation>Inkle: ein Signal, kann den Zuschlag nicht bekommen</translation>
    </message>
    <message>
        <source>joker: no suit</source>
        <translation>Joker: keine Farbe</translation>
    </message>
    <message>
        <source>joker: {0}</source>
        <translation>Joker: {0}</translation>
    </message>
    <message>
        <source>partners: {0}</source>
        <translation>Partner: {0}</translation>
    </message>
</context>
</TS>

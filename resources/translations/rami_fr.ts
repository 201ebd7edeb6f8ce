<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Refusal</name>
    <message>
        <source>{card} is not a card</source>
        <translation>{card} n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>A meld needs at least three cards</source>
        <translation>Une combinaison demande au moins trois cartes</translation>
    </message>
    <message>
        <source>A meld cannot hold two jokers</source>
        <translation>Une combinaison ne peut pas contenir deux jokers</translation>
    </message>
    <message>
        <source>A run cannot mix suits</source>
        <translation>Une suite ne peut pas mélanger les sortes</translation>
    </message>
    <message>
        <source>A set has at most four cards</source>
        <translation>Une tierce a au plus quatre cartes</translation>
    </message>
    <message>
        <source>A set cannot hold the same suit twice ({card})</source>
        <translation>Une tierce ne peut pas avoir deux fois la même sorte ({card})</translation>
    </message>
    <message>
        <source>A run cannot hold the same card twice ({card})</source>
        <translation>Une suite ne peut pas avoir deux fois la même carte ({card})</translation>
    </message>
    <message>
        <source>A run cannot go round the corner (K-A-2)</source>
        <translation>Une suite ne peut pas passer du roi au 2 par l&apos;as (R-A-2)</translation>
    </message>
    <message>
        <source>The cards of a run must follow each other</source>
        <translation>Les cartes d&apos;une suite doivent se suivre</translation>
    </message>
    <message>
        <source>A run with a joker must be laid in order</source>
        <translation>Une suite avec un joker doit être rangée dans l&apos;ordre</translation>
    </message>
    <message>
        <source>The joker is out of place</source>
        <translation>Le joker n&apos;est pas à sa place</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The dealer starts by discarding the tournante</source>
        <translation>Le donneur commence par défausser la tournante</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>Le pot est vide</translation>
    </message>
    <message>
        <source>Take a card first: from the pot or the discard</source>
        <translation>Prenez d&apos;abord une carte : dans le pot ou dans la défausse</translation>
    </message>
    <message>
        <source>You have already taken a card this turn</source>
        <translation>Vous avez déjà pris une carte à ce tour</translation>
    </message>
    <message>
        <source>There is no discard to take</source>
        <translation>Il n&apos;y a pas de défausse à prendre</translation>
    </message>
    <message>
        <source>One card in hand: draw from the pot</source>
        <translation>Une seule carte en main : piochez dans le pot</translation>
    </message>
    <message>
        <source>Take the tournante on its own, then play</source>
        <translation>Prenez la tournante seule, puis jouez</translation>
    </message>
    <message>
        <source>The taken card must be played at once</source>
        <translation>La carte prise doit être jouée tout de suite</translation>
    </message>
    <message>
        <source>Before opening, take the discard only to open or to close</source>
        <translation>Avant votre premier dépôt, la défausse ne se prend que pour déposer ou fermer</translation>
    </message>
    <message>
        <source>These cards are not in your hand: {cards}</source>
        <translation>Ces cartes ne sont pas dans votre main : {cards}</translation>
    </message>
    <message>
        <source>You have already opened</source>
        <translation>Vous avez déjà déposé</translation>
    </message>
    <message>
        <source>{value} / {required} points (the opponent opened with {opponent})</source>
        <translation>{value} / {required} points (l&apos;adversaire a ouvert à {opponent})</translation>
    </message>
    <message>
        <source>{value} / {required} points</source>
        <translation>{value} / {required} points</translation>
    </message>
    <message>
        <source>You have already opened: lay your cards down</source>
        <translation>Vous avez déjà déposé : posez vos cartes</translation>
    </message>
    <message>
        <source>A direct close places all your cards but one: {left} left</source>
        <translation>Une fermeture directe place toutes vos cartes sauf une : il en reste {left}</translation>
    </message>
    <message>
        <source>Open first: new melds and lay-offs come after the opening</source>
        <translation>Déposez d&apos;abord : les nouvelles combinaisons et les ajouts viennent après le premier dépôt</translation>
    </message>
    <message>
        <source>There is no meld {meld}</source>
        <translation>Il n&apos;y a pas de combinaison {meld}</translation>
    </message>
    <message>
        <source>Choose where the card goes on the run</source>
        <translation>Choisissez à quel bout de la suite va la carte</translation>
    </message>
    <message>
        <source>{card} does not fit on this meld</source>
        <translation>{card} ne va pas sur cette combinaison</translation>
    </message>
    <message>
        <source>This is not a Rami action</source>
        <translation>Ce n&apos;est pas un coup de rami</translation>
    </message>
    <message>
        <source>Lay down one to four melds at once</source>
        <translation>Déposez d&apos;une à quatre combinaisons à la fois</translation>
    </message>
    <message>
        <source>No clean run</source>
        <translation>Aucune suite vierge</translation>
    </message>
    <message>
        <source>The taken card cannot count in the clean run</source>
        <translation>La carte prise ne peut pas compter dans la suite vierge</translation>
    </message>
    <message>
        <source>This meld already has a joker</source>
        <translation>Cette combinaison a déjà un joker</translation>
    </message>
    <message>
        <source>This run has no joker to take back</source>
        <translation>Cette suite n&apos;a pas de joker à récupérer</translation>
    </message>
    <message>
        <source>Only {card} takes the joker&apos;s place</source>
        <translation>Seule la carte {card} peut prendre la place du joker</translation>
    </message>
    <message>
        <source>{card} does not fit at this end of the run</source>
        <translation>{card} ne va pas à ce bout de la suite</translation>
    </message>
</context>
</TS>

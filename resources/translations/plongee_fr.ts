<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Refusal</name>
        <message>
            <source>The game is over</source>
            <translation>La partie est terminée</translation>
        </message>
        <message>
            <source>During the opening, flip two of your cards before drawing</source>
            <translation>Pendant l’ouverture, retournez d’abord deux de vos cartes avant de piocher</translation>
        </message>
        <message>
            <source>You already hold a drawn card: place it or discard it</source>
            <translation>Vous tenez déjà une carte piochée : posez-la ou défaussez-la</translation>
        </message>
        <message>
            <source>The draw pile is empty</source>
            <translation>La pioche est vide</translation>
        </message>
        <message>
            <source>Unknown action: {action}</source>
            <translation>Action inconnue : {action}</translation>
        </message>
        <message>
            <source>There is no slot {slot}: slots go from 0 to 11</source>
            <translation>La case {slot} n’existe pas : les cases vont de 0 à 11</translation>
        </message>
        <message>
            <source>Slot {slot} is empty: its column was removed</source>
            <translation>La case {slot} est vide : sa colonne a été engloutie</translation>
        </message>
        <message>
            <source>Slot {slot} is already face up</source>
            <translation>La carte de la case {slot} est déjà visible</translation>
        </message>
        <message>
            <source>During the opening, flip two of your cards before taking the discard</source>
            <translation>Pendant l’ouverture, retournez d’abord deux de vos cartes avant de prendre la défausse</translation>
        </message>
        <message>
            <source>You have no drawn card to place</source>
            <translation>Vous n’avez aucune carte piochée à poser</translation>
        </message>
        <message>
            <source>You have no drawn card to discard</source>
            <translation>Vous n’avez aucune carte piochée à défausser</translation>
        </message>
        <message>
            <source>Slot {slot} is already face up: after discarding, flip a hidden card</source>
            <translation>La carte de la case {slot} est déjà visible : après avoir défaussé, retournez une carte cachée</translation>
        </message>
    </context>
</TS>

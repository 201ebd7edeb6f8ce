<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Refusal</name>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>During the opening, flip two of your cards before drawing</source>
            <translation>During the opening, flip two of your cards before drawing</translation>
        </message>
        <message>
            <source>You already hold a drawn card: place it or discard it</source>
            <translation>You already hold a drawn card: place it or discard it</translation>
        </message>
        <message>
            <source>The draw pile is empty</source>
            <translation>The draw pile is empty</translation>
        </message>
        <message>
            <source>Unknown action: {action}</source>
            <translation>Unknown action: {action}</translation>
        </message>
        <message>
            <source>There is no slot {slot}: slots go from 0 to 11</source>
            <translation>There is no slot {slot}: slots go from 0 to 11</translation>
        </message>
        <message>
            <source>Slot {slot} is empty: its column was removed</source>
            <translation>Slot {slot} is empty: its column was removed</translation>
        </message>
        <message>
            <source>Slot {slot} is already face up</source>
            <translation>Slot {slot} is already face up</translation>
        </message>
        <message>
            <source>During the opening, flip two of your cards before taking the discard</source>
            <translation>During the opening, flip two of your cards before taking the discard</translation>
        </message>
        <message>
            <source>You have no drawn card to place</source>
            <translation>You have no drawn card to place</translation>
        </message>
        <message>
            <source>You have no drawn card to discard</source>
            <translation>You have no drawn card to discard</translation>
        </message>
        <message>
            <source>Slot {slot} is already face up: after discarding, flip a hidden card</source>
            <translation>Slot {slot} is already face up: after discarding, flip a hidden card</translation>
        </message>
    </context>
</TS>

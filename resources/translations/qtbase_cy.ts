<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cy_GB">
<!-- Qt ships no Welsh translation of its own words; these are the ones the app shows (standard
     buttons, the context menu of text fields). tasks.py compiles this file with the app's own. -->
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Iawn</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Cadw</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Cadw'r Cyfan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Agor</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ie</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ie i'r c&amp;yfan</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Na</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Na i'r cyf&amp;an</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Atal</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ailgynnig</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Anwybyddu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Diddymu</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Taflu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Cymorth</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Gweithredu</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ailosod</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Adfer y Rhagosodiadau</translation>
    </message>
    <message>
        <source>Don't Save</source>
        <translation>Peidio â Chadw</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Cau heb Gadw</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Dadwneud</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ailwneud</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Torri</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copïo</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Gludo</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Dileu</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Dewis y Cyfan</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>Sgrolio i&apos;r Chwith</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Sgrolio i&apos;r Dde</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Arnofio</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
</context>
</TS>

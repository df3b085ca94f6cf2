# Die Befehlszeile: ihre Argumente und was sie ausgibt.

unknown-language = unbekannte Sprache „{ $name }“ (erwartet: en, fr, de oder es)
unknown-notation = unbekannte Notation „{ $name }“ (erwartet: en, fr, de, es oder figurine)

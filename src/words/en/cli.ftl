# The command line: its arguments and what it prints.

unknown-language = unknown language '{ $name }' (expected en, fr, de or es)
unknown-notation = unknown notation '{ $name }' (expected en, fr, de, es or figurine)

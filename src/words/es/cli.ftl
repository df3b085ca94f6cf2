# La línea de órdenes: sus argumentos y lo que escribe.

unknown-language = idioma desconocido «{ $name }» (se espera en, fr, de o es)
unknown-notation = notación desconocida «{ $name }» (se espera en, fr, de, es o figurine)

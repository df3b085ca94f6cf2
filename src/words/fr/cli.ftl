# La ligne de commande : ses arguments et ce qu'elle affiche.

unknown-language = langue inconnue « { $name } » (attendu : en, fr, de ou es)
unknown-notation = notation inconnue « { $name } » (attendu : en, fr, de, es ou figurine)

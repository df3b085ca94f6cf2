# La ligne de commande : ses arguments et ce qu'elle affiche.

unknown-language = langue inconnue « { $name } » (attendu : en, fr, de ou es)
unknown-notation = notation inconnue « { $name } » (attendu : en, fr, de, es ou figurine)

## Les fichiers et scripts lus en ligne de commande (cli/input.rs)

input-line-too-long = la ligne { $line } dépasse { $most } octets (elle commence par « { $start }… ») : refusée
input-too-large-mib = plus de { $mib } Mio : refusé
input-too-large = plus de { $bytes } octets : refusé
input-not-text = la ligne { $line } n'est pas du texte UTF-8
input-unreadable = lecture impossible : { $error }

## Le script d'une simulation (simulate/run.rs)

script-line = ligne { $line } : { $why }
script-setup-after-start = la partie a commencé : réglez-la avant le premier coup ou la première pression
script-game-over = la partie est terminée ({ $reason }) ; rien ne peut suivre
script-moves-in-clock-mode = pas de saisie des coups en mode pendule seule : utilisez « T press »

## Un échiquier électronique DGT vérifié en ligne de commande (cli/eboard.rs)

eboard-opened = { $port } : le port est ouvert, la position est demandée à l'échiquier
eboard-version = l'échiquier répond : micrologiciel { $version }
eboard-serial = numéro de série de l'échiquier : { $serial }
eboard-lost = { $port } : pas d'échiquier ({ $why }) ; nouvel essai chaque seconde
eboard-differs = l'échiquier diffère de la feuille de partie : échiquier { $board }, feuille { $sheet }
eboard-proposal = une pièce spéciale sur l'échiquier propose { $result }

## Un fichier d'appariements vérifié en ligne de commande (cli/pairings.rs)

cli-pairings-side = { $side ->
    [white] Blancs
   *[black] Noirs
} : { $player }
cli-pairings-count = { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $problems ->
    [one] 1 problème
   *[other] { $problems } problèmes
}

# export : ce que disent un export sur clé USB et le relais.

## Les fichiers de l'archive qui ne contiennent aucune partie (export/games.rs)

unreadable-file = { $file } ({ $damage })
unreadable-not-text = pas du texte
unreadable-not-a-game = pas une partie
unreadable-folder = un dossier

## Ce qu'a fait un export (export/report.rs)

export-exported = { $exported ->
    [one] { $exported } partie exportée
   *[other] { $exported } parties exportées
}
export-already = { $already ->
    [one] { $already } déjà présente
   *[other] { $already } déjà présentes
}
export-summary = { export-exported }, { export-already }
export-summary-corrected = { export-exported }, { $corrected ->
    [one] { $corrected } corrigée
   *[other] { $corrected } corrigées
}, { export-already }
export-summary-unreadable = { $summary } ; illisibles dans l'archive, laissés de côté : { $files }
export-new-hint = chaque partie archivée est déjà partie lors d'un export précédent ; --all les exporte toutes de nouveau

## Un export interrompu

export-stick-full = la clé est pleine
export-stick-read-only = la clé est protégée en écriture
export-not-permitted = l'écriture n'y est pas permise
export-stick-gone = la clé a disparu (retirée ?)
export-written-before = { $written ->
    [one] { $written } partie écrite avant
   *[other] { $written } parties écrites avant
}
export-cut-short = { $why } : { export-written-before } ; l'archive est intacte, exportez à nouveau pour finir
export-cut-short-in-file = { $why } ({ $file }) : { export-written-before } ; l'archive est intacte, exportez à nouveau pour finir

## Le relais (relay/)

http-status = statut HTTP { $code }
poll-cannot-connect = connexion impossible ({ $why })
poll-timeout = pas de réponse à temps
poll-not-pgn = pas du PGN ({ $error })
poll-too-large = réponse trop grande
relay-progress = échiquiers { $seen } [{ $ages }]
relay-progress-errors = échiquiers { $seen } [{ $ages }] ; erreurs : { $errors }
relay-no-device = aucun appareil trouvé par mDNS
relay-found = trouvé { $addr }
relay-board-held = { $addr } revendique l'échiquier { $board }, tenu par { $holder } : refusé
relay-too-many-boards = { $addr } : échiquier { $board } refusé, la ronde en compte déjà { $most }
relay-other-boards = { $addr } a apporté { $dropped } parties d'autres échiquiers : écartées
relay-too-many-devices = plus de { $most } appareils : les autres ne sont pas interrogés
relay-not-written = la ronde ne peut être écrite dans { $dir } ({ $error }) : l'interrogation continue et l'écriture est retentée
relay-written-again = la ronde est de nouveau écrite
push-rate-limited = lichess demande d'attendre (429)
push-token-refused = lichess refuse le jeton (401) : vérifiez sa portée study:write
push-cannot-reach = lichess injoignable ({ $why })
push-failed = envoi échoué : { $why } ; nouvel essai dans { $seconds } s

# export : ce que disent un export sur clé USB et l'envoi à lichess.

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

## L'envoi à lichess (hall/lichess.rs)

http-status = statut HTTP { $code }
push-rate-limited = lichess demande d'attendre (429)
push-token-refused = lichess refuse le jeton (401) : vérifiez sa portée study:write
push-cannot-reach = lichess injoignable ({ $why })
push-failed = envoi échoué : { $why } ; nouvel essai dans { $seconds } s

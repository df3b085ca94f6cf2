# La console de la salle pour l'arbitre, dans le navigateur (hall/console).
# La page remplit elle-même les arguments : pas de pluriel ici.

console-title = { $event } : la salle
console-connecting = Connexion à la salle…
console-lost = Le lien avec la salle est perdu : nouvel essai…
console-no-boards = Aucun échiquier pour l'instant : chaque pendule apparaît ici quand elle rejoint la salle.
console-progress = Terminées : { $done } sur { $total }
console-sort-problems = Problèmes d'abord
console-sort-boards = Ordre des échiquiers
console-only-problems = Seulement les problèmes
console-alert = Alerte à chaque problème
console-not-started = pas commencée
console-playing = en cours
console-paused = en pause
console-flag = drapeau tombé
console-offline-since = hors ligne depuis { $since }
console-problem-call = { $name } appelle l'arbitre
console-call-seen = vu
console-seen-button = Vu : j'y vais
console-seen-refused = Cet appel n'attend plus (réglé à l'échiquier).
console-problem-flag = Drapeau tombé
console-problem-offline = Pendule hors ligne
console-problem-paused = Pendules arrêtées
console-problem-unsigned = Résultat non signé
console-waiting = depuis { $time }
console-show-results = Résultats
console-show-grid = Échiquiers
console-close = Fermer
console-round-file = Le PGN de la ronde
console-results-file = Les résultats (CSV)
console-trf-file = Les résultats dans le TRF des appariements
console-board = Échiquier
console-white = Blancs
console-black = Noirs
console-result = Résultat
console-termination = Fin par

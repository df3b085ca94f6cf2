//! Players' names shortened where the room is short, as a scoresheet's
//! header would: the given names to their initials ("Ferrand, J.-B."), or
//! the surname alone where a player only needs to find their own key.

/// "Ferrand, Jean-Baptiste" as "Ferrand, J.-B."; a name without a comma
/// (no given names to tell apart) as it is.
pub fn initials(name: &str) -> String {
    let Some((surname, given)) = name.split_once(',') else {
        return name.to_owned();
    };
    let words: Vec<String> = given
        .split_whitespace()
        .map(|word| {
            let parts: Vec<String> = word
                .split('-')
                .filter_map(|part| part.chars().next())
                .map(|first| format!("{first}."))
                .collect();
            parts.join("-")
        })
        .collect();
    if words.is_empty() {
        surname.trim().to_owned()
    } else {
        format!("{}, {}", surname.trim(), words.join(" "))
    }
}

/// The surname: "Ferrand" of "Ferrand, Jean-Baptiste"; a name without a
/// comma whole.
pub fn surname(name: &str) -> &str {
    name.split_once(',').map_or(name, |(s, _)| s.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn given_names_become_initials_and_the_surname_stays() {
        assert_eq!(initials("Ferrand, Jean-Baptiste"), "Ferrand, J.-B.");
        assert_eq!(initials("Lefèvre, Anne Marie"), "Lefèvre, A. M.");
        assert_eq!(initials("Øster, Åsa"), "Øster, Å.");
        assert_eq!(initials("Carlsen"), "Carlsen");
        assert_eq!(initials("Kasparov,"), "Kasparov");
        assert_eq!(surname("Ferrand, Jean-Baptiste"), "Ferrand");
        assert_eq!(surname("White"), "White");
    }
}

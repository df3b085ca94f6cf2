//! The tags a script gives, each once: a tag given again replaces the
//! one before, as a PGN holds each tag once.

use std::collections::HashMap;
use std::hash::Hash;

/// Each tag once, with the value given last, where it was given last (as
/// removing the old one and adding the new would): one pass over the
/// tags, where looking for each among those before it was quadratic
/// (100,000 tags took 11 s).
pub(super) fn last_of_each<K: Eq + Hash, V>(tags: Vec<(K, V)>) -> Vec<(K, V)> {
    let mut last = HashMap::with_capacity(tags.len());
    for (i, (name, _)) in tags.iter().enumerate() {
        last.insert(name, i);
    }
    let kept: Vec<bool> = tags
        .iter()
        .enumerate()
        .map(|(i, (name, _))| last.get(name) == Some(&i))
        .collect();
    drop(last);
    tags.into_iter()
        .zip(kept)
        .filter_map(|(tag, kept)| kept.then_some(tag))
        .collect()
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::hash::Hasher;

    use super::*;

    thread_local! {
        static LOOKS: Cell<usize> = const { Cell::new(0) };
    }

    /// A tag name that counts how often it is compared or hashed.
    #[derive(Debug, Clone, Eq)]
    struct Counted(usize);

    fn look() {
        LOOKS.with(|n| n.set(n.get() + 1));
    }

    impl PartialEq for Counted {
        fn eq(&self, other: &Counted) -> bool {
            look();
            self.0 == other.0
        }
    }

    impl Hash for Counted {
        fn hash<H: Hasher>(&self, state: &mut H) {
            look();
            self.0.hash(state);
        }
    }

    fn looked_at(n: usize) -> usize {
        LOOKS.with(|l| l.set(0));
        let tags: Vec<(Counted, usize)> = (0..n).map(|i| (Counted(i % (n - 1)), i)).collect();
        let kept = last_of_each(tags);
        let looks = LOOKS.with(Cell::get);
        assert_eq!(kept.len(), n - 1);
        assert_eq!(kept[0].1, 1, "tag 0 was given again");
        assert_eq!(kept.last().map(|(name, i)| (name.0, *i)), Some((0, n - 1)));
        looks
    }

    #[test]
    fn each_tag_is_looked_at_a_few_times_not_once_per_tag_before_it() {
        // Counted, not timed: the same whatever the machine's speed.
        // Looking among the tags before each is n²/2 looks.
        for n in [1_000, 20_000] {
            let looks = looked_at(n);
            assert!(looks <= 5 * n, "{n} tags looked at {looks} times");
        }
    }
}

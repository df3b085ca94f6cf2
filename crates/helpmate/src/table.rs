//! Positions known to have no mate within some number of plies.

/// Positions searched without a mate, by zobrist hash, each with the plies
/// searched and the pass that searched them. Fixed in size: a lost entry
/// costs a search, a colliding one at worst a missed line, never a wrong
/// one (lines are replayed).
pub(crate) struct Table {
    /// The hash's high 48 bits, the pass (8 bits), the plies (8 bits).
    entries: Vec<u64>,
}

/// The bits of an entry that hold the hash.
const HASH: u64 = !0xffff;

impl Table {
    /// Entries enough for the nodes a search may visit, at most 8 MB.
    pub(crate) fn new(nodes: u64) -> Table {
        let len = nodes.clamp(1, 1 << 20).next_power_of_two();
        Table {
            entries: vec![0; len as usize],
        }
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.entries.len() - 1)
    }

    /// The most plies searched from this position without a mate in the
    /// same `pass` (0: none). A pass is one way of choosing the moves:
    /// what one pass pruned, another may not.
    pub(crate) fn searched(&self, hash: u64, pass: u8) -> u8 {
        let entry = self.entries[self.slot(hash)];
        if entry & HASH == hash & HASH && (entry >> 8) as u8 == pass {
            entry as u8
        } else {
            0
        }
    }

    pub(crate) fn store(&mut self, hash: u64, pass: u8, plies: u8) {
        let slot = self.slot(hash);
        self.entries[slot] = (hash & HASH) | (u64::from(pass) << 8) | u64::from(plies);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_holds_for_its_pass_only() {
        let mut table = Table::new(1 << 10);
        let hash = 0x1234_5678_9abc_def0;
        table.store(hash, 3, 7);
        assert_eq!(table.searched(hash, 3), 7);
        assert_eq!(table.searched(hash, 4), 0);
        assert_eq!(table.searched(hash ^ (1 << 40), 3), 0);
    }
}

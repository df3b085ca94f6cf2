//! Bytes on a DGT board's serial port, as a faulty cable, another device
//! or a half-plugged board could send them: the decoder never panics and
//! holds no more than one message; nothing but a whole board dump followed
//! by field updates can make the recogniser hand out a move, and every move
//! it hands out is legal from the scoresheet's position.

#![no_main]

use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use pendule::clock::Moment;
use pendule::eboard::{Decoded, Decoder, Entry, Message, Recogniser, Seen, Tuning};
use shakmaty::{Chess, Position};

fuzz_target!(|data: &[u8]| {
    let Some((&split, bytes)) = data.split_first() else { return };
    let mut decoder = Decoder::new();
    let tuning = Tuning { entry: Entry::OnStable, ..Tuning::default() };
    let mut recogniser = Recogniser::new(tuning);
    let position = Chess::default();
    let mut millis = 0;
    let mut dumped = false;
    // A port hands bytes over in reads of any size.
    for chunk in bytes.chunks(usize::from(split).max(1)) {
        for decoded in decoder.push(chunk) {
            millis += 10;
            let now = Moment::from_origin(Duration::from_millis(millis));
            match decoded {
                Decoded::Message(Message::BoardDump(reading)) => {
                    dumped = true;
                    recogniser.dump(reading, now);
                }
                Decoded::Message(Message::FieldUpdate { field, content }) => {
                    recogniser.update(field, content, now);
                }
                _ => {}
            }
        }
        let later = Moment::from_origin(Duration::from_millis(millis + 1000));
        match recogniser.judge(&position, 0, later) {
            Seen::Enter(moves) => {
                assert!(dumped, "a move without a board dump");
                let mut after = position.clone();
                for m in moves {
                    assert!(after.is_legal(m), "{m:?} handed out from {after:?}");
                    after = after.play(m).unwrap();
                }
            }
            Seen::Settling if !dumped => {}
            seen => assert!(dumped, "{seen:?} without a board dump"),
        }
    }
});

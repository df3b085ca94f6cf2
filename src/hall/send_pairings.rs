//! `pendule hall pairings FILE --round R`: the round's pairings published
//! to the devices, each board's game retained on its topic, checked first
//! with the readers a device uses for a stick's file.

use std::time::Duration;

use rumqttc::{AsyncClient, Event, Outgoing, Packet, QoS};

use super::address::BrokerAddr;
use super::pairing::{pairing_pgn, pairing_topic};
use super::reach::{Reach, hall_options};
use crate::day::{Pairing, Pairings};

/// How long the broker has to take every pairing.
const TAKEN_WITHIN: Duration = Duration::from_secs(30);

/// The games of `round` in `pairings`: that round's, or, when the file
/// holds one round only, all of them (the organiser exports the round to
/// play, as a device reads a stick).
pub fn round_games(pairings: &Pairings, round: u32) -> Vec<Pairing> {
    let rounds = pairings.rounds();
    let games = pairings.games().iter();
    if rounds.len() == 1 {
        return games.cloned().map(|g| Pairing { round, ..g }).collect();
    }
    games.filter(|g| g.round == round).cloned().collect()
}

/// Publishes `games` of `event` retained on `broker`, reached as `reach`
/// says; returns once the broker took each (QoS 1), within 30 s.
///
/// # Errors
/// The broker cannot be reached, refuses the hall, or does not take every
/// pairing in time.
pub fn send_pairings(
    broker: &BrokerAddr,
    reach: Reach,
    event: &str,
    games: &[Pairing],
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let id = format!("pendule-hall-pairings-{}", std::process::id());
    let options = hall_options(id, broker, reach)?;
    let sending = async {
        let (client, mut events) = AsyncClient::new(options, games.len() + 8);
        for game in games {
            let topic = pairing_topic(event, game.round, game.board);
            let pgn = pairing_pgn(event, game);
            client
                .publish(topic, QoS::AtLeastOnce, true, pgn)
                .await
                .map_err(std::io::Error::other)?;
        }
        let mut acked = 0;
        while acked < games.len() {
            match events.poll().await {
                Ok(Event::Incoming(Packet::PubAck(_))) => acked += 1,
                Ok(Event::Incoming(Packet::ConnAck(c)))
                    if c.code != rumqttc::ConnectReturnCode::Success =>
                {
                    return Err(std::io::Error::other(refused(broker, c.code)));
                }
                Ok(_) => {}
                Err(rumqttc::ConnectionError::ConnectionRefused(code)) => {
                    return Err(std::io::Error::other(refused(broker, code)));
                }
                Err(e) => return Err(std::io::Error::other(format!("{broker}: {e}"))),
            }
        }
        let _ = client.disconnect().await;
        while let Ok(event) = events.poll().await {
            if matches!(event, Event::Outgoing(Outgoing::Disconnect)) {
                break;
            }
        }
        Ok(())
    };
    runtime
        .block_on(async { tokio::time::timeout(TAKEN_WITHIN, sending).await })
        .unwrap_or_else(|_| {
            Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                format!(
                    "{broker} did not take the pairings in {} s",
                    TAKEN_WITHIN.as_secs()
                ),
            ))
        })
}

/// Why `broker` refused the hall's connection, and what the organiser
/// gives it: a broker that knows users wants the hall's.
fn refused(broker: &BrokerAddr, code: rumqttc::ConnectReturnCode) -> String {
    use rumqttc::ConnectReturnCode::{BadUserNamePassword, NotAuthorized};
    let hint = match code {
        NotAuthorized | BadUserNamePassword => {
            ": the hall's own broker wants --out DIR (its folder, for the hall's user); \
             a venue's broker --user and --password-file"
        }
        _ => "",
    };
    format!("{broker} refused the hall ({code:?}){hint}")
}

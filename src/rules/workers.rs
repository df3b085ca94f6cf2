//! Threads kept for the rulings' searches. CHA-Solver's calls cannot be
//! interrupted: one that outlives its ruling's budget runs on to its end on
//! its thread, and only then is that thread free for another ruling.

use std::sync::{Mutex, mpsc};
use std::thread;

/// A search to run; it sends its own answer.
pub type Job = Box<dyn FnOnce() + Send>;

/// The idle workers: a thread made for every search cost more than most of
/// CHA-Solver's searches themselves (thread creation and its stack's
/// unmapping), so a worker done with its job waits here for the next.
static IDLE: Mutex<Vec<mpsc::Sender<Job>>> = Mutex::new(Vec::new());

/// Idle workers kept at most: one a racer of a single ruling (the
/// fast proof, the full search, pendule's own helpmate search).
const KEPT: usize = 3;

/// Runs `job` on an idle worker, or a new one; `false` only if no thread
/// can be made (then the job is dropped unrun).
pub fn run(job: Job) -> bool {
    let idle = IDLE.lock().unwrap_or_else(|e| e.into_inner()).pop();
    match idle.or_else(spawn) {
        Some(worker) => worker.send(job).is_ok(),
        None => false,
    }
}

/// A new worker. It holds its own sender, which it puts back among the
/// idle after each job: a worker is idle only once its job has ended,
/// however long after its ruling that is. Past [`KEPT`] it ends instead.
fn spawn() -> Option<mpsc::Sender<Job>> {
    let (worker, jobs) = mpsc::channel::<Job>();
    let me = worker.clone();
    thread::Builder::new()
        .name("ruling-search".into())
        .spawn(move || {
            for job in &jobs {
                job();
                let mut idle = IDLE.lock().unwrap_or_else(|e| e.into_inner());
                if idle.len() >= KEPT {
                    break;
                }
                idle.push(me.clone());
            }
        })
        .ok()?;
    Some(worker)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_whose_job_panicked_is_not_handed_out_again() {
        // Every kept worker's job panics: each thread ends with it.
        for _ in 0..KEPT + 1 {
            let (reply, answer) = mpsc::channel::<()>();
            assert!(run(Box::new(move || {
                let _reply = reply;
                panic!("a search that fails");
            })));
            assert!(answer.recv().is_err(), "no answer from a panicked job");
        }
        let (reply, answer) = mpsc::channel();
        assert!(run(Box::new(move || reply.send(6 * 7).unwrap())));
        assert_eq!(answer.recv(), Ok(42));
    }
}

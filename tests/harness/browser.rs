//! Debian's chromium, headless, driven through the DevTools protocol over
//! a pipe (`--remote-debugging-pipe`: the commands on its fd 3, the answers
//! on its fd 4, each a JSON message ending with a NUL). Installed by the
//! test when missing (as root).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use base64::Engine;
use serde_json::{Value, json};

/// Installs chromium when missing.
pub fn chromium() -> &'static str {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if Path::new("/usr/bin/chromium").exists() {
            return;
        }
        let status = Command::new("sh")
            .args([
                "-c",
                "apt-get install -y --no-install-recommends chromium \
                 || (apt-get update && apt-get install -y --no-install-recommends chromium)",
            ])
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "apt-get could not install chromium");
    });
    "/usr/bin/chromium"
}

/// A headless chromium and one page in it.
pub struct Browser {
    child: Child,
    to: ChildStdin,
    from: Receiver<Value>,
    next: u64,
    session: String,
    profile: PathBuf,
}

impl Browser {
    /// A browser whose page is `width` x `height` CSS pixels, at `url`.
    pub fn open(url: &str, width: u32, height: u32) -> Browser {
        static OPENED: AtomicU32 = AtomicU32::new(0);
        let profile = std::env::temp_dir().join(format!(
            "pendule-chromium-{}-{}",
            std::process::id(),
            OPENED.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&profile);
        // The pipe on fds 3 and 4 from the shell's stdin and stdout; the
        // flags keep chromium off a network this machine does not have.
        let mut child = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null")
            .arg(chromium())
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--window-size={width},{height}"))
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let to = child.stdin.take().unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let (tx, from) = channel();
        std::thread::spawn(move || {
            let mut message = Vec::new();
            while reader.read_until(0, &mut message).is_ok_and(|n| n > 0) {
                message.pop();
                if let Ok(value) = serde_json::from_slice::<Value>(&message)
                    && tx.send(value).is_err()
                {
                    return;
                }
                message.clear();
            }
        });
        let mut browser = Browser {
            child,
            to,
            from,
            next: 0,
            session: String::new(),
            profile,
        };
        let target = browser.call("Target.createTarget", json!({ "url": "about:blank" }));
        let target = target["targetId"].as_str().unwrap().to_owned();
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target, "flatten": true }),
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_owned();
        browser.page("Page.enable", json!({}));
        browser.page(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false }),
        );
        browser.page("Page.navigate", json!({ "url": url }));
        browser
    }

    /// A command to the browser, its answer.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.send(None, method, params)
    }

    /// A command to the page, its answer.
    pub fn page(&mut self, method: &str, params: Value) -> Value {
        let session = self.session.clone();
        self.send(Some(&session), method, params)
    }

    fn send(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let answer = self
                .from
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("chromium did not answer {method}"));
            if answer["id"] == id {
                assert!(answer.get("error").is_none(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    /// The value of `expression` in the page (a promise is awaited).
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.page(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true in the page (one that throws, on
    /// a page still loading, is not yet); how long it took.
    pub fn wait_for(&mut self, expression: &str, most: Duration) -> Duration {
        let began = Instant::now();
        let guarded =
            format!("(() => {{ try {{ return {expression}; }} catch (e) {{ return false; }} }})()");
        loop {
            if self.eval(&guarded) == json!(true) {
                return began.elapsed();
            }
            assert!(
                began.elapsed() < most,
                "never true in the page: {expression}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A PNG of the page as shown.
    pub fn screenshot(&mut self, path: &Path) {
        let shot = self.page("Page.captureScreenshot", json!({ "format": "png" }));
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap())
            .unwrap();
        std::fs::write(path, png).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

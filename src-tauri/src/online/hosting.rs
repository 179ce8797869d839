//! The host inside the app (Host a game): the same `tessera_net` server as `tessera-cli serve`,
//! listening only while this app hosts a game, with its games in `hosted/` beside the saves
//! folder (so that a game the app hosted before it was closed is hosted again, from its save,
//! when the player rejoins it). The players on this device connect to it like everyone else,
//! over the loopback address.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use tessera_net::server::{Config, Server};

/// The port the app hosts on when it can (one the other players' apps can find again after a
/// restart); another free one when it is taken.
pub const PORT: u16 = 47474;

pub struct Hosting {
    server: Server,
}

impl Hosting {
    /// Listen on `listen` (`0.0.0.0:P` for the local network; tests give `127.0.0.1:0`), or,
    /// when its port is taken, on any free port of the same address.
    pub async fn start(listen: &str, dir: PathBuf) -> std::io::Result<Hosting> {
        let config = Config::default();
        let server = match Server::start(listen, &dir, config.clone()).await {
            Ok(s) => s,
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
                let any = match listen.parse::<SocketAddr>() {
                    Ok(a) => SocketAddr::new(a.ip(), 0).to_string(),
                    Err(_) => return Err(e),
                };
                Server::start(&any, &dir, config).await?
            }
            Err(e) => return Err(e),
        };
        Ok(Hosting { server })
    }

    pub fn port(&self) -> u16 {
        self.server.addr().port()
    }

    /// Where this device's own players connect: the loopback address (or the one it listens
    /// on, if that is a single address).
    pub fn local_url(&self) -> String {
        let a = self.server.addr();
        let ip = if a.ip().is_unspecified() {
            IpAddr::from([127, 0, 0, 1])
        } else {
            a.ip()
        };
        format!("ws://{}", SocketAddr::new(ip, a.port()))
    }

    /// The addresses the other players type to join: this device's addresses on its networks
    /// (no loopback), or the one it listens on.
    pub fn addresses(&self) -> Vec<String> {
        let a = self.server.addr();
        if !a.ip().is_unspecified() {
            return vec![a.to_string()];
        }
        let mut out: Vec<String> = if_addrs::get_if_addrs()
            .unwrap_or_default()
            .into_iter()
            .filter(|i| !i.is_loopback())
            .map(|i| i.ip())
            .filter(|ip| match ip {
                IpAddr::V4(_) => true,
                // Link-local IPv6 needs a zone to be typed: left out.
                IpAddr::V6(v6) => (v6.segments()[0] & 0xffc0) != 0xfe80,
            })
            .map(|ip| SocketAddr::new(ip, a.port()).to_string())
            .collect();
        out.sort_by_key(|s| s.contains('['));
        out.dedup();
        out
    }

    /// Stop listening (the games stay in their files).
    pub async fn stop(self) {
        self.server.stop().await;
    }
}

/// Where the app listens when it hosts: on `TESSERA_HOST_LISTEN`'s address if set (the
/// end-to-end tests keep to the loopback address), else on `default_host` (every address of
/// this device, or the loopback one in the command tests); on the port it hosted the game on
/// before, else [`PORT`].
pub fn listen_address(port: Option<u16>, default_host: &str) -> String {
    let host = std::env::var("TESSERA_HOST_LISTEN").unwrap_or_else(|_| default_host.to_string());
    format!("{host}:{}", port.unwrap_or(PORT))
}

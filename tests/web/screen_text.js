// Keeps what textual-serve's page receives as plain text in window.__soloText, so the
// browser tests can wait on the screen's content (xterm.js draws it on a canvas).
(() => {
  const Native = window.WebSocket;
  const decoder = new TextDecoder();
  window.__soloText = "";
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data === "string") return;
        const text = decoder.decode(new Uint8Array(event.data), { stream: true });
        window.__soloText += text
          .replace(/\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, "")
          .replace(/\x1b\[[0-9;?<>=]*[ -\/]*[@-~]/g, " ")
          .replace(/\x1b[()][0-9A-Za-z]|\x1b[=>78]/g, "");
      });
    }
  };
})();

// serve's page, on every screen: the terminal's font sized so that the game's smallest layout fits
// (phones); on a touch screen its rows as tall as a finger needs where there is room, and a bar of
// large buttons that press the footer's keys; the token taken out of the address bar.
(() => {
  "use strict";
  // The game's smallest layout (tui/screens/too_small.py), the font size where it fits easily, and
  // the least height of a target for a finger (CSS pixels).
  const MIN_COLS = {{ min_cols }};
  const MIN_ROWS = {{ min_rows }};
  const LARGEST_FONT = 16;
  const FINGER = 44;
  const BAR = FINGER + 4;
  // The terminal's fonts (textual-serve's), for measuring a cell.
  const FONT = "'Roboto Mono', Monaco, 'Courier New', monospace";
  const touch = window.matchMedia("(pointer: coarse)").matches;

  // The token is in the page's cookie once the page has loaded: out of the address bar (and so out
  // of the browser's history and of a link copied from it), as Jupyter does after its login.
  const address = new URL(window.location.href);
  if (address.searchParams.has("token")) {
    address.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", address.pathname + address.search + address.hash);
  }

  function cellShape() {
    // A cell's width and height for a font of 1 px, as the browser draws the terminal's font.
    const probe = document.createElement("span");
    probe.style.cssText =
      "position:absolute;visibility:hidden;white-space:pre;line-height:normal;font-size:100px;font-family:" + FONT;
    probe.textContent = "W".repeat(20);
    document.body.appendChild(probe);
    const box = probe.getBoundingClientRect();
    probe.remove();
    return {width: box.width / 20 / 100, height: box.height / 100};
  }

  function sizing() {
    // The font (and, on a touch screen, the rows' height) for the window as it is now.
    const shape = cellShape();
    const width = window.innerWidth;
    const height = window.innerHeight - (touch ? BAR : 0);
    const fits = Math.min(width / (MIN_COLS * shape.width), height / (MIN_ROWS * shape.height));
    const font = Math.max(6, Math.min(LARGEST_FONT, Math.floor(fits * 0.96 * 4) / 4));
    let lineHeight = 1;
    if (touch) {
      // Rows as tall as a finger where the smallest layout's rows still fit, else as tall as they can.
      const row = Math.min(FINGER + 1, Math.floor(height / MIN_ROWS));
      lineHeight = Math.max(1, row / Math.ceil(font * shape.height));
    }
    return {font, lineHeight};
  }

  let terminal = null;

  function apply(options) {
    const size = sizing();
    options.fontSize = size.font;
    options.lineHeight = size.lineHeight;
  }

  // textual-serve's script builds its terminal out of reach (`this.terminal = new Terminal(...)`):
  // caught as it is assigned, before it opens. A setter already there (--screen-reader's, a test's)
  // still gets it.
  const before = Object.getOwnPropertyDescriptor(Object.prototype, "terminal");
  Object.defineProperty(Object.prototype, "terminal", {
    configurable: true,
    set(value) {
      if (value && value.options && typeof value.onData === "function") {
        terminal = value;
        apply(value.options);
        if (touch) value.onRender(() => window.requestAnimationFrame(showKeys));
      }
      if (before && before.set) {
        before.set.call(this, value);
      } else {
        Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
      }
    },
  });
  // Before textual-serve's own resize handler, which then fits the terminal with these.
  window.addEventListener("resize", () => terminal && apply(terminal.options));

  // -- the touch bar: the footer's keys (the terminal's last row) as buttons a finger can hit ----------

  const bar = document.getElementById("touch-bar");
  if (touch) {
    document.body.classList.add("-touch");
    document.body.style.setProperty("--touch-bar", BAR + "px");
    // A tap on the terminal focuses its hidden text field: no on-screen keyboard for it, unless
    // asked for by the bar's keyboard button (to type a deal number or a code).
    window.addEventListener("load", () => {
      const field = document.querySelector(".xterm-helper-textarea");
      if (field) field.setAttribute("inputmode", "none");
    });
  }

  // A finger drawn up or down the terminal scrolls what is under it, as a mouse wheel does: a list
  // longer than the screen (the "… more" list, the statistics) is read by swiping.
  if (touch) {
    let lastY = null;
    let travelled = 0;
    document.addEventListener("touchstart", (event) => {
      const onTerminal = terminal && terminal.element && terminal.element.contains(event.target);
      lastY = onTerminal && event.touches.length === 1 ? event.touches[0].clientY : null;
      travelled = 0;
    }, {passive: true});
    document.addEventListener("touchmove", (event) => {
      if (lastY === null || event.touches.length !== 1) return;
      const finger = event.touches[0];
      travelled += lastY - finger.clientY;
      lastY = finger.clientY;
      const screen = terminal.element.querySelector(".xterm-screen");
      // A notch of the wheel for every two rows the finger travels.
      const step = (2 * screen.getBoundingClientRect().height) / terminal.rows;
      while (Math.abs(travelled) >= step) {
        const down = travelled > 0;
        travelled += down ? -step : step;
        screen.dispatchEvent(new WheelEvent("wheel", {
          deltaY: down ? 100 : -100,
          deltaMode: 0,
          clientX: finger.clientX,
          clientY: finger.clientY,
          bubbles: true,
          cancelable: true,
          view: window,
        }));
      }
    }, {passive: true});
    document.addEventListener("touchend", () => {
      lastY = null;
    });
  }

  function footerKeys() {
    // The footer's entries as drawn: each starts where a bold key starts (or at "…", the "more"
    // entry), and ends before the next, the divider, or a wide gap.
    const buffer = terminal.buffer.active;
    const line = buffer.getLine(buffer.viewportY + terminal.rows - 1);
    if (!line) return [];
    const entries = [];
    const cell = buffer.getNullCell();
    let current = null;
    let boldBefore = false;
    for (let x = 0; x < terminal.cols; x++) {
      line.getCell(x, cell);
      const text = cell.getChars() || " ";
      const bold = cell.isBold() !== 0;
      if (text === "\u258f") {
        current = null;
      } else if ((bold && !boldBefore) || text === "\u2026") {
        current = {start: x, end: x + 1, text, greyed: cell.isDim() !== 0, colour: cell.getFgColor()};
        entries.push(current);
      } else if (current) {
        if (text === " " && current.text.endsWith("  ")) {
          current = null;
        } else {
          current.end = x + 1;
          current.text += text;
        }
      }
      boldBefore = bold;
    }
    // The app draws a greyed key dim by blending its colours (no dim attribute): a key drawn in
    // another colour than the last key's (the palette's, which applies everywhere) is greyed.
    const keys = entries.filter((entry) => !entry.text.startsWith("\u2026"));
    const lit = keys.length > 1 ? keys[keys.length - 1].colour : null;
    return entries
      .map((entry) => ({
        start: entry.start,
        end: entry.end,
        text: entry.text.trim().replace(/\s+/g, " "),
        greyed: entry.greyed || (!entry.text.startsWith("\u2026") && lit !== null && entry.colour !== lit),
      }))
      .filter((entry) => entry.text);
  }

  let shown = "";

  function showKeys() {
    if (!terminal) return;
    const keys = footerKeys();
    const said = JSON.stringify(keys);
    if (said === shown) return;
    shown = said;
    const buttons = keys.map((key) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = key.text;
      // A key that does not apply now, greyed as the footer greys it (a tap says why, as a click does).
      if (key.greyed) button.classList.add("-greyed");
      // "… more" draws the footer's next keys (a right click on it), so that each gets its button here.
      const right = key.text.startsWith("\u2026");
      button.addEventListener("click", () =>
        clickCell(Math.floor((key.start + key.end - 1) / 2), terminal.rows - 1, right ? 2 : 0));
      return button;
    });
    const keyboard = document.createElement("button");
    keyboard.type = "button";
    keyboard.textContent = "\u2328";
    keyboard.title = bar.dataset.keyboard || "";
    keyboard.setAttribute("aria-label", keyboard.title);
    keyboard.addEventListener("click", () => {
      const field = document.querySelector(".xterm-helper-textarea");
      if (!field) return;
      field.setAttribute("inputmode", field.getAttribute("inputmode") === "none" ? "text" : "none");
      field.blur();
      field.focus();
    });
    bar.replaceChildren(...buttons, keyboard);
  }

  function clickCell(column, row, button = 0) {
    // A click on a cell of the terminal, as the mouse makes it: the game takes it as its own.
    const screen = terminal.element.querySelector(".xterm-screen");
    const box = screen.getBoundingClientRect();
    const at = {
      clientX: box.left + ((column + 0.5) * box.width) / terminal.cols,
      clientY: box.top + ((row + 0.5) * box.height) / terminal.rows,
      button,
      bubbles: true,
      cancelable: true,
      view: window,
    };
    screen.dispatchEvent(new MouseEvent("mousedown", {...at, buttons: button === 2 ? 2 : 1}));
    screen.dispatchEvent(new MouseEvent("mouseup", {...at, buttons: 0}));
  }
})();

// serve's page, on every screen: the terminal's font sized so that the game's smallest layout fits
// (phones); on a touch screen its rows as tall as a finger needs where there is room, a bar of large
// buttons that press the footer's keys, and where rows cannot be a finger tall the keys a phone's
// keyboard lacks; the token taken out of the address bar.
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

  function charPixels(font, ratio, shape) {
    // A character's height in device pixels as xterm.js measures it (the font's bounding box, then
    // rounded up at the display's ratio): its rows are that times the line height, rounded down.
    const context = document.createElement("canvas").getContext("2d");
    let height = font * shape.height;
    if (context) {
      context.font = font + "px " + FONT;
      const metrics = context.measureText("W");
      if (metrics.fontBoundingBoxAscent > 0) height = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    }
    return Math.ceil(height * ratio);
  }

  function fingerRows(height) {
    // Whether rows as tall as a finger (in device pixels) leave room for the smallest layout's.
    const ratio = window.devicePixelRatio || 1;
    return Math.floor((height * ratio) / MIN_ROWS) >= Math.ceil(FINGER * ratio);
  }

  // Where they do not (a phone held sideways), a pad of the keys a phone's keyboard lacks (escape,
  // tab, arrows, enter) at the bar's end makes every choice on every screen a finger's target: the
  // terminal keeps its size, and so its layout.
  function padShown() {
    return touch && !fingerRows(window.innerHeight - BAR);
  }

  // Each row's height is multiplied by this when a drawn row came out shorter than it was reckoned
  // (another xterm.js measuring its font otherwise).
  let correction = 1;

  function sizing() {
    // The font (and, on a touch screen, the rows' height) for the window as it is now: on a touch
    // screen, rows as tall as a finger (in device pixels) where the smallest layout's rows still fit,
    // else as tall as they can be.
    const shape = cellShape();
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight - (touch ? BAR : 0);
    const fits = Math.min(width / (MIN_COLS * shape.width), height / (MIN_ROWS * shape.height));
    const font = Math.max(6, Math.min(LARGEST_FONT, Math.floor(fits * 0.96 * 4) / 4));
    let lineHeight = 1;
    let row = 0;
    if (touch) {
      const char = charPixels(font, ratio, shape);
      const most = Math.floor((height * ratio) / MIN_ROWS);
      const cell = Math.min(Math.ceil(FINGER * ratio), most);
      if (cell > char) {
        row = cell / ratio;
        lineHeight = (Math.min(cell * correction, most) + 0.5) / char;
      }
    }
    return {font, lineHeight, row};
  }

  let terminal = null;
  // textual-serve's client of the terminal (it fits the terminal to its element).
  let client = null;
  // The row's height (CSS pixels) the terminal was last sized for, and how many times its drawn rows
  // were found shorter since.
  let reckoned = 0;
  let corrected = 0;

  function apply(options) {
    document.body.classList.toggle("-pad", padShown());
    const size = sizing();
    options.fontSize = size.font;
    options.lineHeight = size.lineHeight;
    reckoned = size.row;
  }

  function checkRows() {
    // Rows drawn shorter than reckoned: taller by as much, and the terminal fitted again (twice at most).
    if (!terminal || !terminal.element || !reckoned || corrected >= 2) return;
    const screen = terminal.element.querySelector(".xterm-screen");
    const drawn = screen ? screen.getBoundingClientRect().height / terminal.rows : 0;
    if (drawn <= 0 || drawn >= reckoned - 0.01) return;
    corrected += 1;
    correction *= reckoned / drawn;
    apply(terminal.options);
    if (client && typeof client.fit === "function") client.fit();
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
        client = this;
        apply(value.options);
        if (touch) {
          value.onRender(() => window.requestAnimationFrame(showKeys));
          value.onRender(() => window.requestAnimationFrame(checkRows));
        }
      }
      if (before && before.set) {
        before.set.call(this, value);
      } else {
        Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
      }
    },
  });
  // Before textual-serve's own resize handler, which then fits the terminal with these.
  window.addEventListener("resize", () => {
    corrected = 0;
    if (terminal) apply(terminal.options);
  });

  // -- the touch bar: the footer's keys (the terminal's last row) as buttons a finger can hit ----------

  const bar = document.getElementById("touch-bar");
  const barKeys = document.getElementById("bar-keys");
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

  // -- the key pad: the keys a phone's keyboard lacks, where rows are too short for a finger ----------

  // Each key: what the pad shows, the key's name (said by a screen reader) and what the terminal sends.
  const PAD_KEYS = [
    ["Esc", {{ pad_names.escape|tojson }}, "\x1b"],
    ["\u21e5", {{ pad_names.tab|tojson }}, "\t"],
    ["\u2190", {{ pad_names.left|tojson }}, "\x1b[D"],
    ["\u2191", {{ pad_names.up|tojson }}, "\x1b[A"],
    ["\u2193", {{ pad_names.down|tojson }}, "\x1b[B"],
    ["\u2192", {{ pad_names.right|tojson }}, "\x1b[C"],
    ["\u23ce", {{ pad_names.enter|tojson }}, "\r"],
  ];
  const pad = document.getElementById("key-pad");
  if (touch && pad) {
    pad.replaceChildren(
      ...PAD_KEYS.map(([shown, name, sent]) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = shown;
        button.title = name;
        button.setAttribute("aria-label", name);
        // The terminal keeps the focus (a tap on a key of a keyboard does not take it).
        button.addEventListener("mousedown", (event) => event.preventDefault());
        button.addEventListener("click", () => terminal && terminal.input(sent, true));
        return button;
      }),
    );
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
    barKeys.replaceChildren(...buttons, keyboard);
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

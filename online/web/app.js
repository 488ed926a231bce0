// The leaderboard page of `golf serve` (docs/online.md, "The web page"): plain JavaScript
// over the server's JSON API. "/" lists every course's leaderboard; "/?round=ID" draws a
// round: each hole's level from its tiles and each ball's path as the server computed it,
// with the moving and special elements the server sends beside the paths (format 3): special
// walls, gates, teleports, and the movers where they were as a chosen shot was struck.
"use strict";

const playerColours = ["#fafaf6", "#ec4840", "#4288ee", "#facc30",
                       "#a85ce0", "#ff8e24", "#30d0c4", "#f476be"];
const app = document.getElementById("app");

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

async function getJson(path) {
  const reply = await fetch(path);
  const body = await reply.json();
  if (!reply.ok) throw new Error(path + ": " + (body.error || reply.status));
  return body;
}

function dateText(seconds) {
  return new Date(seconds * 1000).toISOString().slice(0, 16).replace("T", " ");
}

function row(cells, header) {
  const tr = element("tr");
  for (const cell of cells) {
    const td = element(header ? "th" : "td");
    if (cell instanceof Node) td.appendChild(cell); else td.textContent = String(cell);
    if (typeof cell === "number") td.className = "num";
    tr.appendChild(td);
  }
  return tr;
}

async function showCourses() {
  const list = await getJson("/api/courses");
  app.replaceChildren();
  if (list.courses.length === 0) {
    app.appendChild(element("p", "No round has been finished on this server yet.", "note"));
  }
  for (const course of list.courses) {
    app.appendChild(element("h2", course.title + " (" + course.course + ")"));
    const board = await getJson("/api/courses/" + encodeURIComponent(course.course) +
                                "/rounds?limit=20");
    const table = element("table", undefined, "leaderboard");
    table.appendChild(row(["#", "player", "strokes", "when", "round"], true));
    board.entries.forEach((entry, i) => {
      const link = element("a", "round " + entry.round + " (" + entry.source + ")");
      link.href = "/?round=" + entry.round;
      const tr = row([board.offset + i + 1, entry.player, entry.strokes,
                      dateText(entry.created), link]);
      tr.className = "entry";
      table.appendChild(tr);
    });
    app.appendChild(table);
    app.appendChild(element("p", board.total + " entries in all", "note"));
  }
}

// Tile colours; a legend character is drawn as its floor.
const floorColours = { ".": "#3c9a4a", "S": "#3c9a4a", "O": "#3c9a4a", "s": "#dcc47c",
                       "i": "#bfe6f2", "w": "#2f6fd0", "^": "#4aa85a", ">": "#4aa85a",
                       "v": "#4aa85a", "<": "#4aa85a" };
const wallColour = "#6b4f3a";
const namedFloors = { grass: "#3c9a4a", sand: "#dcc47c", ice: "#bfe6f2", water: "#2f6fd0" };

// The solid half of each corner triangle, as corners of the unit square.
const triangles = { "L": [[0, 0], [1, 1], [0, 1]], "J": [[1, 0], [1, 1], [0, 1]],
                    "7": [[0, 0], [1, 0], [1, 1]], "F": [[0, 0], [1, 0], [0, 1]] };

function drawLevel(ctx, level, scale) {
  const legend = level.legend || {};
  level.tiles.forEach((line, y) => {
    [...line].forEach((c, x) => {
      if (c === " ") return;
      let colour = floorColours[c];
      if (legend[c]) colour = namedFloors[legend[c].floor || "grass"] || namedFloors.grass;
      if (c === "#") colour = wallColour;
      if (triangles[c]) colour = floorColours["."];
      ctx.fillStyle = colour || floorColours["."];
      ctx.fillRect(x * scale, y * scale, scale, scale);
      if (triangles[c]) {
        ctx.fillStyle = wallColour;
        ctx.beginPath();
        for (const [dx, dy] of triangles[c]) ctx.lineTo((x + dx) * scale, (y + dy) * scale);
        ctx.closePath();
        ctx.fill();
      }
      if (c === "S") level.tee = level.tee || { x: x + 0.5, y: y + 0.5 };
      if (c === "O") level.cup = Object.assign({ x: x + 0.5, y: y + 0.5 }, level.cup || {});
    });
  });
  if (level.tee) {
    ctx.fillStyle = "#e8e8e8";
    ctx.fillRect((level.tee.x - 0.15) * scale, (level.tee.y - 0.15) * scale,
                 0.3 * scale, 0.3 * scale);
  }
  if (level.cup && level.cup.x !== undefined) {
    ctx.fillStyle = "#101010";
    ctx.beginPath();
    ctx.arc(level.cup.x * scale, level.cup.y * scale, (level.cup.radius || 0.3) * scale,
            0, 2 * Math.PI);
    ctx.fill();
  }
}

// The engine's picture colours (golf/analysis/picture.hpp), so the page looks like golf render.
const elementColours = { mover: "#e25822", pivot: "#5c240e", teleport: "#a454ec",
                         bumper: "#ff40c8", deadWall: "#54545c", gate: "#ffe460" };

function arrow(ctx, from, degrees, length, scale) {
  const a = degrees * Math.PI / 180, dx = Math.cos(a), dy = Math.sin(a);
  const tip = [from[0] + dx * length, from[1] + dy * length], head = 0.4 * length;
  ctx.beginPath();
  ctx.moveTo(from[0] * scale, from[1] * scale);
  ctx.lineTo(tip[0] * scale, tip[1] * scale);
  for (const side of [0.5, -0.5]) {
    ctx.moveTo(tip[0] * scale, tip[1] * scale);
    ctx.lineTo((tip[0] - (dx * 0.866 - dy * side) * head) * scale,
               (tip[1] - (dy * 0.866 + dx * side) * head) * scale);
  }
  ctx.stroke();
}

// Special walls (their tile's shape in the wall colour, tinted by restitution as golf render
// does: toward pink above 1, grey below 0.8), gates, teleports and the movers' swept regions.
function drawFixedElements(ctx, elements, scale) {
  for (const wall of elements.walls) {
    const x = wall.col, y = wall.row, r = wall.restitution, dead = r < 0.8;
    const corners = triangles[wall.shape] || [[0, 0], [1, 0], [1, 1], [0, 1]];
    const tint = r > 1 ? 0.35 + (r - 1) : dead ? 0.35 + (0.8 - r) / 1.6 : 0.6 * (r - 0.8);
    for (const [colour, alpha] of [[wallColour, 1], [dead ? elementColours.deadWall
                                                          : elementColours.bumper, tint]]) {
      ctx.globalAlpha = alpha;
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (const [dx, dy] of corners) ctx.lineTo((x + dx) * scale, (y + dy) * scale);
      ctx.closePath();
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = elementColours.gate;
  ctx.lineWidth = Math.max(1, scale / 16);
  for (const gate of elements.gates) {
    const a = gate.pass * Math.PI / 180, px = Math.cos(a), py = Math.sin(a);
    const cx = gate.col + 0.5, cy = gate.row + 0.5;
    for (const side of [-0.5, 0.5]) {
      const mx = cx + px * side, my = cy + py * side;
      ctx.beginPath();
      ctx.moveTo((mx + py * 0.5) * scale, (my - px * 0.5) * scale);
      ctx.lineTo((mx - py * 0.5) * scale, (my + px * 0.5) * scale);
      ctx.stroke();
    }
    arrow(ctx, [cx - px * 0.3, cy - py * 0.3], gate.pass, 0.6, scale);
  }
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = elementColours.mover;
  for (const mover of elements.movers) {
    ctx.beginPath();
    if (mover.kind === "blades") {
      ctx.arc(mover.pivot[0] * scale, mover.pivot[1] * scale,
              (mover.length + mover.width / 2) * scale, 0, 2 * Math.PI);
    } else {
      const [w, h] = mover.size;
      const x0 = Math.min(mover.from[0], mover.to[0]) - w / 2;
      const y0 = Math.min(mover.from[1], mover.to[1]) - h / 2;
      ctx.rect(x0 * scale, y0 * scale, (Math.abs(mover.to[0] - mover.from[0]) + w) * scale,
               (Math.abs(mover.to[1] - mover.from[1]) + h) * scale);
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  for (const teleport of elements.teleports) {
    const [ex, ey] = teleport.entry, [tx, ty] = teleport.exit;
    ctx.fillStyle = elementColours.teleport;
    ctx.strokeStyle = elementColours.teleport;
    ctx.lineWidth = Math.max(1, scale / 16);
    ctx.globalAlpha = 0.45;
    ctx.beginPath();
    ctx.arc(ex * scale, ey * scale, teleport.radius * scale, 0, 2 * Math.PI);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(tx * scale, ty * scale, 0.2 * scale, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(tx * scale, ty * scale, 0.06 * scale, 0, 2 * Math.PI);
    ctx.fill();
    if (teleport.exitAngle !== undefined) arrow(ctx, teleport.exit, teleport.exitAngle, 0.6, scale);
  }
}

// The movers as they were at `moment` (the server's poses when that shot was struck).
function drawMovers(ctx, elements, moment, scale) {
  elements.movers.forEach((mover, i) => {
    const pose = moment.movers[i];
    ctx.fillStyle = elementColours.mover;
    ctx.strokeStyle = elementColours.mover;
    if (mover.kind === "blades") {
      ctx.lineWidth = mover.width * scale;
      ctx.lineCap = "round";
      for (const [x, y] of pose.tips) {
        ctx.beginPath();
        ctx.moveTo(mover.pivot[0] * scale, mover.pivot[1] * scale);
        ctx.lineTo(x * scale, y * scale);
        ctx.stroke();
      }
      ctx.fillStyle = elementColours.pivot;
      ctx.beginPath();
      ctx.arc(mover.pivot[0] * scale, mover.pivot[1] * scale,
              Math.max(1.5, 0.3 * mover.width * scale), 0, 2 * Math.PI);
      ctx.fill();
    } else {
      const [w, h] = mover.size, [cx, cy] = pose.centre;
      ctx.fillRect((cx - w / 2) * scale, (cy - h / 2) * scale, w * scale, h * scale);
    }
  });
}

function drawPaths(ctx, paths, scale, ballRadius) {
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  for (const path of paths) {
    const colour = playerColours[path.player % playerColours.length];
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1, scale / 10);
    // A teleport is a jump (as golf render --shots and the game draw it): the line stops
    // where the ball entered and starts again where it came out, nothing between.
    const jumps = new Set(path.jumps || []);
    ctx.beginPath();
    path.points.forEach(([x, y], i) => {
      if (jumps.has(i)) ctx.moveTo(x * scale, y * scale); else ctx.lineTo(x * scale, y * scale);
    });
    ctx.stroke();
    ctx.fillStyle = colour;
    for (const [x, y] of path.shots) {
      ctx.beginPath();
      ctx.arc(x * scale, y * scale, Math.max(2, scale / 8), 0, 2 * Math.PI);
      ctx.fill();
    }
    if (path.atRest && path.end) {
      ctx.beginPath();
      ctx.arc(path.end[0] * scale, path.end[1] * scale, ballRadius * scale, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = "#202020";
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
}

async function showHole(round, hole) {
  const box = element("div", undefined, "hole");
  const plural = hole.strokes.some(s => s !== 1) ? " strokes" : " stroke";
  box.appendChild(element("h3", "Hole " + hole.hole + ": " + hole.strokes.join(" / ") + plural));
  app.appendChild(box);
  const [level, paths] = await Promise.all([
    getJson("/api/courses/" + encodeURIComponent(round.course) + "/holes/" + hole.hole +
            "/level"),
    getJson("/api/rounds/" + round.id + "/holes/" + hole.hole + "/paths")]);
  const width = level.tiles[0].length, height = level.tiles.length;
  const scale = Math.max(4, Math.min(48, Math.floor(560 / Math.max(width, height))));
  const canvas = element("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  box.appendChild(canvas);
  const ctx = canvas.getContext("2d");
  const elements = paths.elements, moments = paths.moments || [];
  const draw = (moment) => {
    drawLevel(ctx, level, scale);
    if (elements) drawFixedElements(ctx, elements, scale);
    drawPaths(ctx, paths.paths, scale, (level.ball && level.ball.radius) || 0.2);
    if (moment) {
      drawMovers(ctx, elements, moment, scale);
      canvas.dataset.moment = String(moment.shot + 1);
    }
  };
  draw(moments[0]);
  if (elements) {
    for (const kind of ["walls", "gates", "teleports", "movers"]) {
      canvas.dataset[kind] = String(elements[kind].length);
    }
  }
  if (moments.length > 0) {
    // The movers at the time of a shot the reader picks (the first one to begin with).
    const label = element("label", undefined, "moment");
    const slider = element("input");
    slider.type = "range";
    slider.min = "1";
    slider.max = String(moments.length);
    slider.value = "1";
    const said = element("span");
    const show = () => {
      const moment = moments[Number(slider.value) - 1];
      said.textContent = " movers as shot " + (moment.shot + 1) + " was struck (t = " +
                         moment.clock.toFixed(2) + " s)";
      draw(moment);
    };
    slider.addEventListener("input", show);
    show();
    label.append(slider, said);
    box.appendChild(label);
  }
  canvas.dataset.drawn = "1";
  const log = element("a", "shot log");
  log.href = "/api/rounds/" + round.id + "/holes/" + hole.hole + "/log";
  box.appendChild(log);
}

async function showRound(id) {
  const round = await getJson("/api/rounds/" + encodeURIComponent(id));
  app.replaceChildren();
  app.appendChild(element("h2", round.title + ": round " + round.id));
  app.appendChild(element("p", round.source + ", " + dateText(round.created) +
                               (round.complete ? "" : " (not every hole was recorded)"),
                          "note"));
  const table = element("table");
  table.id = "scorecard";
  table.appendChild(row(["player"].concat(round.holes.map(h => "hole " + h.hole), ["total"]),
                        true));
  round.players.forEach((name, seat) => {
    const swatch = element("span", undefined, "swatch");
    swatch.style.background = playerColours[seat % playerColours.length];
    const who = element("span", name, "player");
    who.prepend(swatch);
    const tr = row([who].concat(round.holes.map(h => h.strokes[seat]), [round.totals[seat]]));
    tr.className = "key";
    table.appendChild(tr);
  });
  app.appendChild(table);
  for (const hole of round.holes) await showHole(round, hole);
}

async function main() {
  const query = new URLSearchParams(location.search);
  try {
    if (query.has("round")) await showRound(query.get("round"));
    else await showCourses();
  } catch (error) {
    app.replaceChildren(element("p", String(error.message || error), "error"));
  }
  document.body.dataset.ready = "1";
}

main();

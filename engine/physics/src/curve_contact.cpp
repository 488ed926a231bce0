#include "curve_contact.hpp"

#include "sweep.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

namespace golf {

namespace {

/// A step of the path and the part of it inside the window, in the step's own time. Roots
/// are searched on the whole step, [0, length], and kept when inside [lo, hi]: bisection over
/// an interval cut by the tick would land on other last bits where rounding makes the
/// polynomial's sign flicker near a root, and the outcome would depend on the tick rate.
struct StepWindow {
    const TaylorStep* step = nullptr;
    double start = 0;  ///< the step's start, seconds of the piece
    double length = 0; ///< the step's part of the piece, seconds
    double lo = 0;
    double hi = 0;
};

/// The steps of `path` that overlap [from, to], each with its part of the window.
template <typename Visit>
std::optional<double> forEachStep(const SlopePath& path, double from, double to, Visit visit) {
    const double end = std::min(to, path.end());
    for (std::size_t i = 0; i < path.stepCount(); ++i) {
        const double start = path.stepStart(i);
        const TaylorStep& step = path.step(i);
        const double stepEnd = std::min(start + step.length, path.end());
        if (stepEnd < from) {
            continue;
        }
        if (start > end) {
            break;
        }
        const double lo = std::max(0.0, from - start);
        const double hi = std::min(stepEnd, end) - start;
        if (!(lo <= hi)) {
            continue;
        }
        if (const auto t = visit(StepWindow{&step, start, stepEnd - start, lo, hi})) {
            return start + *t;
        }
    }
    return std::nullopt;
}

/// True if f is falling at t: f' < 0, or f' == 0 and f'' < 0 (a ball at rest pushed in).
bool falling(const SeriesPolynomial& d1, const SeriesPolynomial& d2, double t) {
    const double slope = d1(t);
    return slope < 0 || (slope == 0 && d2(t) < 0);
}

/// f(tau) - f(0) (Horner without the constant term: no cancellation against f(0)).
double rise(const SeriesPolynomial& f, double tau) {
    double value = 0;
    for (std::size_t i = f.c.size() - 1; i >= 1; --i) {
        value = (value + f.c[i]) * tau;
    }
    return value;
}

/// Seconds over which a ball touching a solid at a piece's start is seen to move in or out.
/// Its first derivative there can be rounding noise (a velocity made tangential to a corner
/// is so only to 1e-17): the change of the gap over this probe is not, as the push that
/// pulls the ball in moves it by G t^2 / 2 >> the noise's 1e-17 t.
constexpr double startProbe = 1e-9;

/// The first time in the window [w.lo, w.hi] at which f reaches zero from above while
/// falling, accepted by `accept`; or 0 when the window holds the step's start and f(0) is in
/// [-slop, 0] and falls over the first startProbe seconds (already touching: at a piece's
/// start, or where a gap at rounding level, a sign change too small to resolve, ran into the
/// next step or phase). f is in the step's time and has no term above `top` (its root
/// searches read it up to there: allRoots, the same roots).
template <typename Accept>
std::optional<double> firstFall(const SeriesPolynomial& f, int top, const StepWindow& w,
                                double slop, Accept accept) {
    // f' and f'' only once a question needs them (most windows have no root), and not even
    // zeroed before.
    std::optional<SeriesPolynomial> d1;
    std::optional<SeriesPolynomial> d2;
    const auto derive = [&] {
        if (!d1) {
            d1 = f.derivative();
            d2 = d1->derivative();
        }
    };
    if (w.lo == 0) {
        const double atStart = f(0);
        const double probe = std::min(w.length, startProbe);
        const bool touching = atStart <= 0 && atStart >= -slop;
        if (touching) {
            derive();
        }
        const bool movesIn = probe > 0 ? rise(f, probe) < 0 : (derive(), falling(*d1, *d2, 0));
        if (touching && movesIn && accept(0.0)) {
            return 0.0;
        }
        // Touching and moving apart so slowly that the gap never opens (it stays at rounding
        // level, no sign change) before the push turns it back: the contact is at the turn,
        // where the approach speed is zero.
        if (touching) {
            for (const double turn : allRoots(*d1, 0, w.length, top)) {
                if (turn <= 0) {
                    continue; // moving neither in nor out at the start: the turn comes later
                }
                if (turn <= w.hi && (*d2)(turn) < 0 && f(turn) <= 0 && accept(turn)) {
                    return turn;
                }
                break;
            }
        }
    }
    // A root is where the sign changes as the search resolves it: f there may be a rounding
    // error either side of zero, so the direction of the change decides, not f's sign.
    for (const double t : allRoots(f, 0, w.length, top)) {
        if (t > w.hi) {
            break;
        }
        if (t >= w.lo && t > 0) {
            derive();
            if (falling(*d1, *d2, t) && accept(t)) {
                return t;
            }
        }
    }
    return std::nullopt;
}

/// q(u) = p(u + shift): the Taylor shift, by repeated synthetic division.
SeriesPolynomial shifted(const SeriesPolynomial& p, double shift) {
    if (shift == 0) {
        return p;
    }
    SeriesPolynomial q = p;
    const int n = std::max(p.degree(), 0);
    for (int k = 0; k < n; ++k) {
        for (int j = n - 1; j >= k; --j) {
            q.c[static_cast<std::size_t>(j)] += shift * q.c[static_cast<std::size_t>(j + 1)];
        }
    }
    return q;
}

/// Part of a ball's motion: from `from` to `to` seconds of the pair's time (curveBallContact)
/// the centre is (x(u), y(u)), u = t - from.
struct MotionPart {
    double from = 0;
    double to = 0;
    SeriesPolynomial x;
    SeriesPolynomial y;
};

/// The ball's motion over [lo, hi] seconds of the pair's time, in which the ball's piece is
/// `offset` seconds older (its piece time is pair time + offset), as parts cut where its piece
/// cuts them: a curved piece's Taylor steps, a straight piece's roll until it stops and its rest
/// after, a ball at rest one part. Each part is the whole step or phase, from the piece's
/// anchor: nothing depends on where the window (the tick) begins.
std::vector<MotionPart> motionParts(const Trajectory& path, double offset, double lo, double hi) {
    std::vector<MotionPart> parts;
    const auto still = [&](double from, double to, Vec2 p) {
        MotionPart rest{from, to, {}, {}};
        rest.x.c[0] = p.x;
        rest.y.c[0] = p.y;
        parts.push_back(rest);
    };
    if (!path.moving()) {
        still(-INFINITY, INFINITY, path.origin); // one phase, whatever the window
        return parts;
    }
    if (path.curve) {
        const SlopePath& curve = *path.curve;
        for (std::size_t i = 0; i < curve.stepCount(); ++i) {
            const double start = curve.stepStart(i);
            const TaylorStep& step = curve.step(i);
            const double from = start - offset;
            const double to = std::min(start + step.length, curve.end()) - offset;
            if (to < lo) {
                continue;
            }
            if (from > hi) {
                break;
            }
            parts.push_back({from, to, step.x, step.y});
        }
        return parts;
    }
    const double speed = length(path.velocity);
    const double stop = stopTime(speed, path.decel);
    if (-offset <= hi && stop - offset >= lo) {
        const Vec2 accel = path.velocity / speed * -path.decel;
        MotionPart moving{-offset, stop - offset, {}, {}};
        moving.x.c = {path.origin.x, path.velocity.x, accel.x / 2};
        moving.y.c = {path.origin.y, path.velocity.y, accel.y / 2};
        parts.push_back(moving);
    }
    if (std::isfinite(stop) && stop - offset <= hi) {
        still(stop - offset, INFINITY,
              golf::positionAfter(path.origin, path.velocity, path.decel, stop));
    }
    return parts;
}

/// The part's polynomials from `at` (pair time) on.
std::pair<SeriesPolynomial, SeriesPolynomial> partFrom(const MotionPart& part, double at) {
    if (part.x.degree() <= 0 && part.y.degree() <= 0) {
        return {part.x, part.y}; // at rest: no shift (its start may be infinite)
    }
    return {shifted(part.x, at - part.from), shifted(part.y, at - part.from)};
}

struct Box {
    Vec2 lo;
    Vec2 hi;
};

/// A box that holds the centre on `parts` over [lo, hi] (pair time).
Box boxOf(const std::vector<MotionPart>& parts, double lo, double hi) {
    Box box{{INFINITY, INFINITY}, {-INFINITY, -INFINITY}};
    for (const MotionPart& part : parts) {
        const double from = std::max(part.from, lo);
        const double h = std::max(std::min(part.to, hi) - from, 0.0);
        const auto [x, y] = partFrom(part, from);
        const double rx = reachOver(x, h);
        const double ry = reachOver(y, h);
        box.lo = {std::min(box.lo.x, x.c[0] - rx), std::min(box.lo.y, y.c[0] - ry)};
        box.hi = {std::max(box.hi.x, x.c[0] + rx), std::max(box.hi.y, y.c[0] + ry)};
    }
    return box;
}

/// True if the boxes' distance, std::hypot of the gaps in x and y, is above `distance`. A gap
/// above distance (1 + 1e-15) tells without the hypot, which is at least the larger gap less
/// its rounding (under an ulp), and so does a gap of 0 (the hypot is then the other gap).
bool boxesApart(const Box& a, const Box& b, double distance) {
    const double gx = std::max({0.0, a.lo.x - b.hi.x, b.lo.x - a.hi.x});
    const double gy = std::max({0.0, a.lo.y - b.hi.y, b.lo.y - a.hi.y});
    if (gx > distance * (1 + 1e-15) || gy > distance * (1 + 1e-15)) {
        return true;
    }
    if (gx == 0 || gy == 0) {
        return gx + gy > distance; // hypot(g, 0) is |g| exactly (C11 Annex F)
    }
    return std::hypot(gx, gy) > distance;
}

/// The box the step's centre stays in over [0, h].
Box stepBox(const TaylorStep& step, double h) {
    const Vec2 r = step.reach(h);
    return {{step.x.c[0] - r.x, step.y.c[0] - r.y}, {step.x.c[0] + r.x, step.y.c[0] + r.y}};
}

} // namespace

std::optional<double> curveSegmentContact(const SlopePath& path, double from, double to,
                                          double radius, const Segment& segment) {
    const Vec2 n = segment.normal;
    const double offset = dot(n, segment.start) + radius;
    return forEachStep(path, from, to, [&](const StepWindow& w) -> std::optional<double> {
        // The step's kept box, where it holds the window: the test below on n.(x, y) - offset
        // with |n.x| rx + |n.y| ry for f's reach, and 1e-12 of every magnitude for the
        // roundings of both sides (each a few ulps of them), so that it passes only where the
        // test on f would.
        const TaylorStep& s = *w.step;
        if (w.length <= s.keptLength) {
            const double ax = n.x * s.x.c[0];
            const double ay = n.y * s.y.c[0];
            const double spread = std::abs(n.x) * s.keptReach.x + std::abs(n.y) * s.keptReach.y;
            const double gap = ax + ay - offset;
            const double margin = 1e-12 * (std::abs(ax) + std::abs(ay) + std::abs(offset) + spread);
            if (gap - spread - margin > 0 || gap + spread + margin < -contactSlop) {
                return std::nullopt;
            }
            // Nor where the centre stays off the face's extent over the whole step, so that
            // onFace refuses every root: the box (widened by Horner's roundings, as
            // staysInCell) along the tangent, with 1e-12 of every magnitude for the roundings of
            // onFace's dot product and of this one.
            const Vec2 tg = segment.tangent;
            const double rx = s.keptReach.x + 1e-12 * (std::abs(s.x.c[0]) + s.keptReach.x);
            const double ry = s.keptReach.y + 1e-12 * (std::abs(s.y.c[0]) + s.keptReach.y);
            const double along =
                (s.x.c[0] - segment.start.x) * tg.x + (s.y.c[0] - segment.start.y) * tg.y;
            const double alongSpread = std::abs(tg.x) * rx + std::abs(tg.y) * ry;
            const double alongMargin =
                1e-12 * (std::abs(s.x.c[0]) + std::abs(s.y.c[0]) + std::abs(segment.start.x) +
                         std::abs(segment.start.y) + alongSpread + segment.length);
            if (along - alongSpread - alongMargin > segment.length ||
                along + alongSpread + alongMargin < 0) {
                return std::nullopt;
            }
        }
        SeriesPolynomial f{SeriesAboveOrder{}}; // every term written below
        for (std::size_t i = 0; i < f.c.size(); ++i) {
            f.c[i] = n.x * w.step->x.c[i] + n.y * w.step->y.c[i];
        }
        f.c[0] -= offset;
        const double reach = reachOver(f, w.length, slopeOrder);
        if (f.c[0] - reach > 0 || f.c[0] + reach < -contactSlop) {
            return std::nullopt; // never within reach of the face's line, or wholly behind it
        }
        const auto onFace = [&](double t) {
            const double along = dot(w.step->position(t) - segment.start, segment.tangent);
            return along >= 0 && along <= segment.length;
        };
        return firstFall(f, slopeOrder, w, contactSlop, onFace);
    });
}

std::optional<double> curveGateContact(const SlopePath& path, double from, double to, double radius,
                                       const Segment& segment) {
    const Vec2 centre = path.position(from);
    const double offset = dot(centre - segment.start, segment.normal);
    const double along = dot(centre - segment.start, segment.tangent);
    if (offset >= -contactSlop && offset - radius <= 0 && along >= 0 && along <= segment.length &&
        dot(path.velocity(from), segment.normal) < 0) {
        return from;
    }
    return curveSegmentContact(path, from, to, radius, segment);
}

std::optional<double> curveCornerContact(const SlopePath& path, double from, double to,
                                         double radius, Vec2 corner) {
    return forEachStep(path, from, to, [&](const StepWindow& w) -> std::optional<double> {
        const Box box = stepBox(*w.step, w.length);
        if (boxesApart(box, {corner, corner}, radius + contactSlop)) {
            return std::nullopt;
        }
        const SeriesPolynomial f = squaredGap(w.step->x, w.step->y, corner, radius);
        return firstFall(f, maxSeriesDegree, w, 2 * radius * contactSlop,
                         [](double) { return true; });
    });
}

std::optional<double> curveCupCapture(const SlopePath& path, double from, double to, Vec2 cup,
                                      double cupRadius, double captureSpeed) {
    return forEachStep(path, from, to, [&](const StepWindow& w) -> std::optional<double> {
        if (boxesApart(stepBox(*w.step, w.length), {cup, cup}, cupRadius)) {
            return std::nullopt;
        }
        const SeriesPolynomial inside = squaredGap(w.step->x, w.step->y, cup, cupRadius);
        const SeriesPolynomial slow = [&] {
            SeriesPolynomial p = w.step->speed;
            p.c[0] -= captureSpeed;
            return p;
        }();
        std::vector<double> candidates{0.0};
        for (const SeriesPolynomial* p : {&inside, &slow}) {
            for (const double t : allRoots(*p, 0, w.length)) {
                candidates.push_back(t);
            }
        }
        candidates.push_back(w.length);
        std::sort(candidates.begin(), candidates.end());
        // Between two consecutive roots neither condition changes: each interval is judged at
        // its middle (away from the roots' rounding), and captures from its start. A capture
        // that began before the window (found already, or at the piece's start) counts at lo.
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            const double t = candidates[k];
            if (t > w.hi) {
                break;
            }
            const double next = k + 1 < candidates.size() ? candidates[k + 1] : t;
            if (next < w.lo) {
                continue;
            }
            const double probe = next > t ? t + (next - t) / 2 : t;
            if ((inside(t) <= 0 && slow(t) <= 0) || (inside(probe) <= 0 && slow(probe) <= 0)) {
                return std::max(t, w.lo);
            }
        }
        return std::nullopt;
    });
}

std::optional<double> curveDiscEntry(const SlopePath& path, double to, Vec2 disc, double radius) {
    const Vec2 m = path.position(0) - disc;
    // On the rim, or inside by rounding (contactSlop), counts as outside: a piece that begins
    // where another event ended the last one at the instant of entry still enters.
    bool outside = dot(m, m) - radius * radius >= -2 * radius * contactSlop;
    return forEachStep(path, 0, to, [&](const StepWindow& w) -> std::optional<double> {
        if (outside && boxesApart(stepBox(*w.step, w.length), {disc, disc}, radius)) {
            return std::nullopt; // never near: it stays outside
        }
        const SeriesPolynomial inside = squaredGap(w.step->x, w.step->y, disc, radius);
        std::vector<double> candidates{0.0};
        for (const double t : allRoots(inside, 0, w.length)) {
            candidates.push_back(t);
        }
        candidates.push_back(w.length);
        std::sort(candidates.begin(), candidates.end());
        // Between two consecutive roots the centre is inside or outside throughout: each
        // interval is judged at its middle, away from the roots' rounding.
        for (std::size_t k = 0; k + 1 < candidates.size(); ++k) {
            const double t = candidates[k];
            const double next = candidates[k + 1];
            if (t > w.hi) {
                break;
            }
            if (!(next > t)) {
                continue;
            }
            const bool in = inside(t + (next - t) / 2) < 0;
            if (in && outside) {
                return std::max(t, w.lo);
            }
            outside = !in;
        }
        return std::nullopt;
    });
}

SlopePath::Box curveWindowBounds(const SlopePath& path, double from, double to) {
    const Vec2 p = path.position(from);
    Box box{p, p};
    (void)forEachStep(path, from, to, [&](const StepWindow& w) -> std::optional<double> {
        const Box step = stepBox(*w.step, w.hi);
        box.lo = {std::min(box.lo.x, step.lo.x), std::min(box.lo.y, step.lo.y)};
        box.hi = {std::max(box.hi.x, step.hi.x), std::max(box.hi.y, step.hi.y)};
        return std::nullopt;
    });
    return {box.lo, box.hi};
}

std::optional<PairContact> curveBallContact(const Trajectory& a, const Trajectory& b,
                                            double contactDistance, double maxTime) {
    // The pair's time is the piece time of the moving ball whose piece began last; the other
    // piece is `offset` seconds older, from the two pieces' clocks (each taken from the event
    // that began it). So the parts, their polynomials and their roots are the same whichever
    // tick asks: only whether a root falls in this tick depends on the tick.
    const bool aIsReference = a.moving() && (!b.moving() || !(b.clock > a.clock));
    const Trajectory& ref = aIsReference ? a : b;
    const Trajectory& other = aIsReference ? b : a;
    double offset = 0;
    if (other.moving()) {
        offset = ref.clock - other.clock;
        if (!(offset >= 0)) { // a piece not stamped yet: its clock is unknown
            offset = std::max(other.elapsed - ref.elapsed, 0.0);
        }
    }
    const double now = ref.elapsed;
    double windowEnd = now + maxTime;
    for (const Trajectory* path : {&ref, &other}) {
        if (path->curve) { // a curved piece ends in an event of its own
            windowEnd = std::min(windowEnd, path->curve->end() - (path == &ref ? 0 : offset));
        }
    }
    if (!(windowEnd >= now)) {
        return std::nullopt;
    }
    const std::vector<MotionPart> partsR = motionParts(ref, 0, now, windowEnd);
    const std::vector<MotionPart> partsO = motionParts(other, offset, now, windowEnd);
    if (boxesApart(boxOf(partsR, now, windowEnd), boxOf(partsO, now, windowEnd),
                   contactDistance + 1e-9)) {
        return std::nullopt;
    }
    for (const MotionPart& pr : partsR) {
        for (const MotionPart& po : partsO) {
            const double lo = std::max(pr.from, po.from);
            const double hi = std::min({pr.to, po.to, windowEnd});
            if (!(lo <= hi) || hi < now || lo > windowEnd) {
                continue;
            }
            auto [dx, dy] = partFrom(pr, lo);
            const auto [ox, oy] = partFrom(po, lo);
            for (std::size_t i = 0; i < dx.c.size(); ++i) {
                dx.c[i] -= ox.c[i];
                dy.c[i] -= oy.c[i];
            }
            const SeriesPolynomial f = squaredGap(dx, dy, {}, contactDistance);
            const double slop = 2 * contactDistance * contactSlop;
            // Touching balls closing in touch at once, at the start of any phase; roots are
            // searched on the whole phase and kept when they fall in the window.
            const StepWindow window{nullptr, lo, hi - lo, std::max(0.0, now - lo), hi - lo};
            if (const auto t =
                    firstFall(f, maxSeriesDegree, window, slop, [](double) { return true; })) {
                const double at = lo + *t;
                const double pieceTimeOther = other.moving() ? at + offset : 0.0;
                return PairContact{.time = std::clamp(at - now, 0.0, maxTime),
                                   .pieceTimeA = aIsReference ? at : pieceTimeOther,
                                   .pieceTimeB = aIsReference ? pieceTimeOther : at};
            }
        }
    }
    return std::nullopt;
}

} // namespace golf

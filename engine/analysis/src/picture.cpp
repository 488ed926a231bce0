// Rasterising levels and ball paths into an RGB image. Whole tiles are filled directly; only
// the pixels that an edge crosses at an angle (triangle diagonals, discs) are supersampled, so
// that the largest level (4096 x 4096 tiles at 1 pixel per tile) draws in about a second.

#include "golf/analysis/picture.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/geometry.hpp"
#include "picture_elements.hpp"
#include "picture_floors.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace golf {

namespace {

namespace palette = picture_palette;

using Side = TileSide;

/// True if the side of `tile` facing `side` is entirely solid wall (void does not count: a
/// wall next to void gets an edge, as a wall next to floor does).
[[nodiscard]] bool sideIsWall(Tile tile, Side side) {
    return tile != Tile::Void && isSideSolid(tile, side);
}

/// The tile at (col, row) for drawing: outside the grid is void, so that the outer walls get
/// an edge on their outside too.
[[nodiscard]] Tile drawnTile(const Level& level, int col, int row) {
    if (col < 0 || row < 0 || col >= level.width || row >= level.height) {
        return Tile::Void;
    }
    return level.at(col, row);
}

/// Which sides of the tile at (col, row) border something that is not wall: its own side
/// there is drawn as an edge.
struct OpenSides {
    bool left = false;
    bool right = false;
    bool top = false;
    bool bottom = false;
};

[[nodiscard]] OpenSides openSides(const Level& level, int col, int row) {
    return {.left = !sideIsWall(drawnTile(level, col - 1, row), Side::Right),
            .right = !sideIsWall(drawnTile(level, col + 1, row), Side::Left),
            .top = !sideIsWall(drawnTile(level, col, row - 1), Side::Bottom),
            .bottom = !sideIsWall(drawnTile(level, col, row + 1), Side::Top)};
}

[[nodiscard]] bool isFloorOrVoid(Tile tile) {
    return tile == Tile::Open || tile == Tile::Void;
}

/// Width of the dark wall edge in pixels; none at tiny scales, where it would hide the wall.
[[nodiscard]] int edgePixels(int scale) {
    return scale < 4 ? 0 : std::max(1, scale / 12);
}

[[nodiscard]] Colour turfColour(int col, int row) {
    return (col + row) % 2 == 0 ? palette::turf : palette::turfDark;
}

class Canvas {
  public:
    explicit Canvas(Image& image) : image_(image) {}

    [[nodiscard]] Colour& at(int x, int y) {
        return image_.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(image_.width) +
                             static_cast<std::size_t>(x)];
    }
    [[nodiscard]] int width() const { return image_.width; }
    [[nodiscard]] int height() const { return image_.height; }

  private:
    Image& image_;
};

/// Sums of colours, to average samples.
struct ColourSum {
    int r = 0;
    int g = 0;
    int b = 0;
    void add(Colour c) {
        r += c.r;
        g += c.g;
        b += c.b;
    }
    [[nodiscard]] Colour average(int count) const {
        const auto mean = [count](int sum) {
            return static_cast<std::uint8_t>((sum + count / 2) / count);
        };
        return {mean(r), mean(g), mean(b)};
    }
};

/// Offset of sample i (0 .. samplesPerSide - 1) inside a pixel, in pixels.
[[nodiscard]] double sampleOffset(int i) {
    return (i + 0.5) / samplesPerSide;
}

/// A wall block: wall colour, with an edge along the sides (and the concave corners) that
/// border floor or void.
void drawBlock(Canvas& canvas, const Level& level, int col, int row, int scale) {
    const OpenSides open = openSides(level, col, row);
    const int e = edgePixels(scale);
    const bool cornerTL = isFloorOrVoid(drawnTile(level, col - 1, row - 1));
    const bool cornerTR = isFloorOrVoid(drawnTile(level, col + 1, row - 1));
    const bool cornerBL = isFloorOrVoid(drawnTile(level, col - 1, row + 1));
    const bool cornerBR = isFloorOrVoid(drawnTile(level, col + 1, row + 1));
    for (int py = 0; py < scale; ++py) {
        for (int px = 0; px < scale; ++px) {
            const bool nearL = px < e;
            const bool nearR = px >= scale - e;
            const bool nearT = py < e;
            const bool nearB = py >= scale - e;
            const bool edge = (nearL && open.left) || (nearR && open.right) ||
                              (nearT && open.top) || (nearB && open.bottom) ||
                              (nearL && nearT && cornerTL) || (nearR && nearT && cornerTR) ||
                              (nearL && nearB && cornerBL) || (nearR && nearB && cornerBR);
            canvas.at(col * scale + px, row * scale + py) =
                edge ? palette::wallEdge : palette::wall;
        }
    }
}

/// Signed distance (tiles) of the local point (u, v) in [0, 1]^2 from a triangle's diagonal,
/// positive on the solid side.
[[nodiscard]] double solidSideDistance(Tile tile, double u, double v) {
    constexpr double invSqrt2 = 0.70710678118654752440;
    switch (tile) {
    case Tile::LowerLeft:
        return (v - u) * invSqrt2;
    case Tile::UpperRight:
        return (u - v) * invSqrt2;
    case Tile::LowerRight:
        return (u + v - 1) * invSqrt2;
    case Tile::UpperLeft:
        return (1 - u - v) * invSqrt2;
    default:
        return -1;
    }
}

/// The colour of one sample of a triangle tile at local (u, v) in [0, 1]^2.
[[nodiscard]] Colour triangleSample(Tile tile, double u, double v, const OpenSides& open,
                                    double edge, Colour turf) {
    const double d = solidSideDistance(tile, u, v);
    if (d < 0) {
        return turf;
    }
    const bool nearSquareFace = (u < edge && open.left && sideIsWall(tile, Side::Left)) ||
                                (u > 1 - edge && open.right && sideIsWall(tile, Side::Right)) ||
                                (v < edge && open.top && sideIsWall(tile, Side::Top)) ||
                                (v > 1 - edge && open.bottom && sideIsWall(tile, Side::Bottom));
    return d < edge || nearSquareFace ? palette::wallEdge : palette::wall;
}

/// A corner triangle: the solid half wall-coloured with an edge along the diagonal, the open
/// half turf; every pixel is supersampled so that the diagonal is smooth.
void drawTriangle(Canvas& canvas, const Level& level, int col, int row, int scale) {
    const Tile tile = level.at(col, row);
    const OpenSides open = openSides(level, col, row);
    const double edge = static_cast<double>(edgePixels(scale)) / scale;
    const Colour turf = turfColour(col, row);
    for (int py = 0; py < scale; ++py) {
        for (int px = 0; px < scale; ++px) {
            ColourSum sum;
            for (int sy = 0; sy < samplesPerSide; ++sy) {
                for (int sx = 0; sx < samplesPerSide; ++sx) {
                    const double u = (px + sampleOffset(sx)) / scale;
                    const double v = (py + sampleOffset(sy)) / scale;
                    sum.add(triangleSample(tile, u, v, open, edge, turf));
                }
            }
            canvas.at(col * scale + px, row * scale + py) =
                sum.average(samplesPerSide * samplesPerSide);
        }
    }
}

void fillTile(Canvas& canvas, int col, int row, int scale, Colour colour) {
    for (int py = 0; py < scale; ++py) {
        for (int px = 0; px < scale; ++px) {
            canvas.at(col * scale + px, row * scale + py) = colour;
        }
    }
}

void drawTile(Canvas& canvas, const Level& level, int col, int row, int scale) {
    const Tile tile = level.at(col, row);
    if (tile == Tile::Open && !level.surfaceAt(col, row).isPlainGrass()) {
        // Sand, ice, water and slopes (format 2), pixel by pixel.
        constexpr int smallestChevron = 8; // pixels per tile
        for (int py = 0; py < scale; ++py) {
            for (int px = 0; px < scale; ++px) {
                canvas.at(col * scale + px, row * scale + py) =
                    floorColour(level, col, row, (px + 0.5) / scale, (py + 0.5) / scale,
                                scale >= smallestChevron);
            }
        }
    } else if (tile == Tile::Open) {
        fillTile(canvas, col, row, scale, turfColour(col, row));
    } else if (tile == Tile::Void) {
        fillTile(canvas, col, row, scale, palette::background);
    } else if (tile == Tile::Block) {
        drawBlock(canvas, level, col, row, scale);
    } else {
        drawTriangle(canvas, level, col, row, scale);
    }
}

/// A disc of `radius` pixels at `centre` (pixels): `fill` inside radius - outline, `outline`
/// in the ring out to radius; antialiased against what is already there.
struct Disc {
    Vec2 centre;
    double radius = 0;
    double outline = 0;
    Colour fill;
    Colour ring;
};

void drawDisc(Canvas& canvas, const Disc& disc) {
    const int x0 = std::max(0, static_cast<int>(std::floor(disc.centre.x - disc.radius)));
    const int y0 = std::max(0, static_cast<int>(std::floor(disc.centre.y - disc.radius)));
    const int x1 = std::min(canvas.width() - 1, static_cast<int>(disc.centre.x + disc.radius));
    const int y1 = std::min(canvas.height() - 1, static_cast<int>(disc.centre.y + disc.radius));
    const double inner = disc.radius - disc.outline;
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            Colour& pixel = canvas.at(x, y);
            ColourSum sum;
            for (int sy = 0; sy < samplesPerSide; ++sy) {
                for (int sx = 0; sx < samplesPerSide; ++sx) {
                    const Vec2 p{x + sampleOffset(sx), y + sampleOffset(sy)};
                    const double d = length(p - disc.centre);
                    sum.add(d <= inner ? disc.fill : d <= disc.radius ? disc.ring : pixel);
                }
            }
            pixel = sum.average(samplesPerSide * samplesPerSide);
        }
    }
}

[[nodiscard]] Vec2 toPixels(Vec2 p, int scale) {
    return p * static_cast<double>(scale);
}

/// Coverage of one polyline, kept as the largest coverage per pixel so that the joints of
/// its segments are not drawn twice; then laid over the image in one go. The coverage is one
/// float per pixel of the picture (at most 64 MiB for the largest, maxPicturePixels): the work
/// of a path follows its length, and a path of a million bounces costs no sorting.
class Stroke {
  public:
    Stroke(Canvas& canvas, double halfWidth)
        : canvas_(canvas), halfWidth_(halfWidth),
          coverage_(static_cast<std::size_t>(canvas.width()) *
                        static_cast<std::size_t>(canvas.height()),
                    0.0F) {}

    void segment(Vec2 a, Vec2 b) {
        // Long segments are cut into short pieces so that each piece's bounding box stays
        // small: the work follows the length, not the area a diagonal spans.
        constexpr double piece = 8.0;
        const int pieces = std::max(1, static_cast<int>(std::ceil(length(b - a) / piece)));
        for (int i = 0; i < pieces; ++i) {
            piecewise(a + (b - a) * (static_cast<double>(i) / pieces),
                      a + (b - a) * (static_cast<double>(i + 1) / pieces));
        }
    }

    void paint(Colour colour) {
        const auto width = static_cast<std::size_t>(canvas_.width());
        for (std::size_t index = 0; index < coverage_.size(); ++index) {
            if (coverage_[index] > 0) {
                Colour& pixel =
                    canvas_.at(static_cast<int>(index % width), static_cast<int>(index / width));
                pixel = mix(pixel, colour, coverage_[index]);
            }
        }
    }

  private:
    void piecewise(Vec2 a, Vec2 b) {
        const double reach = halfWidth_ + 1;
        const int x0 = std::max(0, static_cast<int>(std::floor(std::min(a.x, b.x) - reach)));
        const int y0 = std::max(0, static_cast<int>(std::floor(std::min(a.y, b.y) - reach)));
        const int x1 = std::min(canvas_.width() - 1, static_cast<int>(std::max(a.x, b.x) + reach));
        const int y1 = std::min(canvas_.height() - 1, static_cast<int>(std::max(a.y, b.y) + reach));
        const auto width = static_cast<std::size_t>(canvas_.width());
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                const double d = distanceToSegment({x + 0.5, y + 0.5}, a, b);
                const auto c = static_cast<float>(std::clamp(halfWidth_ + 0.5 - d, 0.0, 1.0));
                float& kept =
                    coverage_[static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)];
                kept = std::max(kept, c);
            }
        }
    }

    Canvas& canvas_;
    double halfWidth_;
    std::vector<float> coverage_; ///< per pixel, row by row: the largest coverage so far
};

/// Darkish outline of the balls, so that a white ball shows on light turf.
constexpr Colour ballOutline{28, 32, 28};

} // namespace

int pictureScale(const Level& level, int requested) {
    GOLF_ASSERT(requested >= 1);
    const int side = std::max(level.width, level.height);
    int scale = std::min(requested, maxPictureSide / side);
    const auto area = [&level](std::int64_t s) {
        return static_cast<std::int64_t>(level.width) * s *
               static_cast<std::int64_t>(level.height) * s;
    };
    while (scale > 1 && area(scale) > maxPicturePixels) {
        --scale;
    }
    return std::max(scale, 1);
}

Image drawLevel(const Level& level, int scale, double clock) {
    GOLF_ASSERT(scale >= 1 && scale == pictureScale(level, scale));
    GOLF_ASSERT(std::isfinite(clock) && clock >= 0);
    Image image{.width = level.width * scale, .height = level.height * scale, .pixels = {}};
    image.pixels.resize(static_cast<std::size_t>(image.width) *
                        static_cast<std::size_t>(image.height));
    Canvas canvas(image);
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            drawTile(canvas, level, col, row, scale);
        }
    }
    drawElements(image, level, scale, clock);
    const double pixel = 1.0 / scale;
    const double rim = std::max(1.5 * pixel, 0.07);
    drawDisc(canvas, {.centre = toPixels(level.cup, scale),
                      .radius = level.cupRadius * scale,
                      .outline = rim * scale,
                      .fill = palette::cup,
                      .ring = palette::cupRim});
    const double teeRadius = std::max(2.5 * pixel, 0.1);
    drawDisc(canvas, {.centre = toPixels(level.tee, scale),
                      .radius = teeRadius * scale,
                      .outline = std::max(1.0, 0.03 * scale),
                      .fill = palette::tee,
                      .ring = palette::teeEdge});
    return image;
}

void drawPaths(Image& image, int scale, const std::vector<BallPath>& paths, double ballRadius) {
    GOLF_ASSERT(scale >= 1);
    Canvas canvas(image);
    const double halfWidth = std::max(0.5, 0.05 * scale);
    for (const BallPath& path : paths) {
        Stroke stroke(canvas, halfWidth);
        auto jump = path.jumps.begin();
        for (std::size_t i = 1; i < path.points.size(); ++i) {
            while (jump != path.jumps.end() && *jump < i) {
                ++jump;
            }
            if (jump != path.jumps.end() && *jump == i) {
                continue; // a teleport: the ball did not cross the level in between
            }
            stroke.segment(toPixels(path.points[i - 1], scale), toPixels(path.points[i], scale));
        }
        stroke.paint(palette::players[static_cast<unsigned>(path.player) % 8]);
    }
    for (const BallPath& path : paths) {
        for (const Vec2 shot : path.shots) {
            drawDisc(canvas, {.centre = toPixels(shot, scale),
                              .radius = std::max(2.0, 0.45 * ballRadius * scale),
                              .outline = std::max(1.0, 0.03 * scale),
                              .fill = palette::players[static_cast<unsigned>(path.player) % 8],
                              .ring = ballOutline});
        }
    }
    for (const BallPath& path : paths) {
        if (path.atRest) {
            drawDisc(canvas, {.centre = toPixels(path.end, scale),
                              .radius = ballRadius * scale,
                              .outline = std::max(1.0, 0.04 * scale),
                              .fill = palette::players[static_cast<unsigned>(path.player) % 8],
                              .ring = ballOutline});
        }
    }
}

PathRecorder::PathRecorder(int players, double minStep)
    : tracks_(static_cast<std::size_t>(players)) {
    for (std::size_t i = 0; i < tracks_.size(); ++i) {
        tracks_[i].path.player = static_cast<int>(i);
        tracks_[i].minStep = minStep;
    }
}

void PathRecorder::addPoint(Track& track, Vec2 point, bool force) {
    std::vector<Vec2>& points = track.path.points;
    if (points.empty() || force || length(point - points.back()) >= track.minStep) {
        points.push_back(point);
    }
    if (points.size() > maxPathPoints) {
        thin(track);
    }
}

void PathRecorder::thin(Track& track) {
    // Keep the first point and every second one after it (the last is added back by the next
    // record or by paths()), and both ends of every jump, so that no jump is bridged; later
    // points must be twice as far apart.
    std::vector<Vec2>& points = track.path.points;
    std::vector<std::size_t>& jumps = track.path.jumps;
    std::size_t kept = 1;
    auto jump = jumps.begin();
    for (std::size_t i = 1; i < points.size(); ++i) {
        const bool jumpsHere = jump != jumps.end() && *jump == i;
        const bool jumpsNext = jump != jumps.end() && *jump == i + 1;
        if (jumpsHere) {
            *jump++ = kept; // the same jump, at its new index
        }
        if (i % 2 == 0 || jumpsHere || jumpsNext) {
            points[kept++] = points[i];
        }
    }
    points.resize(kept);
    track.minStep = track.minStep > 0 ? 2 * track.minStep : 1.0 / 1024;
}

namespace {

/// Where a ball that moved from `from` with velocity `before` to `to` with velocity `after`
/// within one tick bounced: the meeting point of its straight tracks, if they meet ahead of
/// `from` and behind `to`. False if the direction did not change (or the tracks are odd, as
/// after several bounces in one tick).
struct Bounce {
    bool found = false;
    Vec2 point;
};

[[nodiscard]] Bounce bouncePoint(Vec2 from, Vec2 before, Vec2 to, Vec2 after) {
    const double a = length(before);
    const double b = length(after);
    if (a == 0 || b == 0) {
        return {};
    }
    const Vec2 da = before / a;
    const Vec2 db = after / b;
    const double denominator = cross(da, db);
    if (std::abs(denominator) < 1e-9) {
        return {};
    }
    // from + s * da = to - t * db
    const Vec2 w = to - from;
    const double s = cross(w, db) / denominator;
    const double t = cross(da, w) / denominator;
    const double reach = length(w) + a; // far more than one tick's travel, to reject nonsense
    if (s < 0 || t < 0 || s > reach || t > reach) {
        return {};
    }
    return {true, from + da * s};
}

} // namespace

void PathRecorder::record(int player, bool inPlay, bool holed, Vec2 position, Vec2 velocity) {
    recordState(player, inPlay, holed, position, velocity, true);
}

void PathRecorder::recordState(int player, bool inPlay, bool holed, Vec2 position, Vec2 velocity,
                               bool inferBounce) {
    Track& track = tracks_[static_cast<std::size_t>(player)];
    if (track.closed) {
        return;
    }
    if (inPlay) {
        if (track.wasIn && inferBounce) {
            const Bounce bounce =
                bouncePoint(track.lastPosition, track.lastVelocity, position, velocity);
            if (bounce.found) {
                addPoint(track, bounce.point, true);
            }
        }
        addPoint(track, position, !track.wasIn);
    } else if (holed || track.wasIn) {
        // Dropped into the cup, or picked up: the path is complete.
        addPoint(track, position, true);
        track.closed = true;
    }
    track.wasIn = inPlay;
    track.lastPosition = position;
    track.lastVelocity = velocity;
}

void PathRecorder::recordShot(int player, Vec2 position) {
    tracks_[static_cast<std::size_t>(player)].path.shots.push_back(position);
}

void PathRecorder::recordContact(int player, Vec2 centre) {
    Track& track = tracks_[static_cast<std::size_t>(player)];
    if (!track.closed && track.wasIn) {
        addPoint(track, centre, true);
        track.lastPosition = centre;
    }
}

void PathRecorder::recordJump(int player, Vec2 exit) {
    Track& track = tracks_[static_cast<std::size_t>(player)];
    if (!track.closed && track.wasIn) {
        track.path.jumps.push_back(track.path.points.size());
        addPoint(track, exit, true);
        track.lastPosition = exit;
    }
}

void PathRecorder::recordStep(const Match& match, const std::vector<Event>& events) {
    const double diameter = 2 * match.level().ballRadius;
    for (const Event& event : events) {
        if (event.type == EventType::WallHit || event.type == EventType::Watered ||
            event.type == EventType::MoverHit) {
            recordContact(event.ball, event.position);
        } else if (event.type == EventType::Teleported) {
            recordContact(event.ball, event.position);
            // Where the tick solver put it: the exit, or the free spot nearest it (the other
            // balls as they lie now, which is where they lay then unless they moved since).
            const Teleport& teleport =
                match.level().teleports[static_cast<std::size_t>(event.other)];
            recordJump(event.ball, match.world().freeSpotNear(teleport.exit, event.ball));
        } else if (event.type == EventType::BallHit) {
            recordContact(event.ball, event.position);
            // The normal points from the other ball's centre toward this one's; they touch.
            recordContact(event.other, event.position - event.normal * diameter);
        }
    }
    const std::vector<Ball>& balls = match.world().balls();
    for (std::size_t i = 0; i < balls.size() && i < tracks_.size(); ++i) {
        const Ball& ball = balls[i];
        recordState(static_cast<int>(i), ball.inPlay, ball.holed, ball.position, ball.velocity,
                    false);
    }
}

bool pathMayCurve(const Match& match) {
    const Level& level = match.level();
    for (const Ball& ball : match.world().balls()) {
        if (ball.inPlay && level
                               .surfaceAt(static_cast<int>(std::floor(ball.position.x)),
                                          static_cast<int>(std::floor(ball.position.y)))
                               .slope) {
            return true;
        }
    }
    return false;
}

std::vector<BallPath> PathRecorder::paths() const {
    std::vector<BallPath> result;
    for (const Track& track : tracks_) {
        BallPath path = track.path;
        if (track.wasIn && !path.points.empty() && !(path.points.back() == track.lastPosition)) {
            path.points.push_back(track.lastPosition);
        }
        path.atRest = track.wasIn;
        path.end = track.lastPosition;
        result.push_back(std::move(path));
    }
    return result;
}

} // namespace golf

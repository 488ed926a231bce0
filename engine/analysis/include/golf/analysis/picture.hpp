#pragma once

/// \file
/// Pictures of levels, without a display: rasterises a level (turf, walls, 45-degree corner
/// triangles, tee, cup) and the balls' paths of a replay into an RGB image in memory. Writing
/// the image to a file is the caller's business (`golf render` writes PNG).

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/match.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace golf {

/// An opaque 8-bit-per-channel colour.
struct Colour {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    friend constexpr bool operator==(const Colour&, const Colour&) = default;
};

/// An RGB image, rows top to bottom, pixels left to right. Plain value type.
struct Image {
    int width = 0;              ///< pixels
    int height = 0;             ///< pixels
    std::vector<Colour> pixels; ///< row-major, pixels[y * width + x]

    /// The pixel at (x, y). Precondition: 0 <= x < width, 0 <= y < height.
    [[nodiscard]] Colour at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(x)];
    }
};

/// The colours of a picture (the game's palette, so that both look alike).
namespace picture_palette {
inline constexpr Colour background{24, 32, 44};  ///< void tiles
inline constexpr Colour turf{78, 168, 86};       ///< open floor, even tiles (col + row even)
inline constexpr Colour turfDark{70, 156, 78};   ///< open floor, odd tiles: a subtle checker
inline constexpr Colour wall{152, 130, 108};     ///< wall blocks and solid triangle halves
inline constexpr Colour wallEdge{96, 68, 44};    ///< the edge of a wall toward floor or void
inline constexpr Colour tee{244, 248, 236};      ///< the tee marker
inline constexpr Colour teeEdge{40, 60, 40};     ///< the tee marker's outline
inline constexpr Colour cup{22, 26, 22};         ///< the hole
inline constexpr Colour cupRim{232, 236, 228};   ///< the cup's rim
inline constexpr Colour sand{222, 196, 128};     ///< sand (format 2), even tiles
inline constexpr Colour sandDark{210, 184, 116}; ///< sand, odd tiles
inline constexpr Colour ice{206, 234, 246};      ///< ice, even tiles
inline constexpr Colour iceDark{192, 224, 240};  ///< ice, odd tiles
inline constexpr Colour water{46, 110, 196};     ///< water, even tiles
inline constexpr Colour waterDark{40, 100, 182}; ///< water, odd tiles
inline constexpr Colour slopeMark{30, 60, 34};   ///< the chevron that points downhill
inline constexpr Colour mover{226, 88, 34};      ///< blades and sliders (format 3)
inline constexpr Colour moverPivot{92, 36, 14};  ///< the blades' pivot
/// A mover's swept region: the mover colour laid over the floor at this opacity.
inline constexpr double sweptOpacity = 0.25;
inline constexpr Colour teleport{164, 84, 236}; ///< teleports: the from disc, the exit marker
inline constexpr Colour bumper{255, 64, 200};   ///< tint of special walls above restitution 1
inline constexpr Colour deadWall{84, 84, 92};   ///< tint of special walls below 0.8
inline constexpr Colour gate{255, 228, 96};     ///< gate arrows and their one-way edges
/// Ball and path colour of each player (index = player, up to maxPlayers).
inline constexpr Colour players[8] = {
    {250, 250, 246}, {236, 72, 64},  {66, 136, 238}, {250, 204, 48},
    {168, 92, 224},  {255, 142, 36}, {48, 208, 196}, {244, 118, 190},
};
} // namespace picture_palette

/// Largest picture side (pixels).
inline constexpr int maxPictureSide = 8192;
/// Largest picture area (pixels): 4096 x 4096, about 50 MB as RGB.
inline constexpr std::int64_t maxPicturePixels = std::int64_t{4096} * 4096;

/// The scale (pixels per tile) actually used for `level` when `requested` is asked for: the
/// largest value <= requested that keeps both sides <= maxPictureSide and the area <=
/// maxPicturePixels, but never below 1. Precondition: requested >= 1, the level is valid.
[[nodiscard]] int pictureScale(const Level& level, int requested);

/// Draws `level` at `scale` pixels per tile: a picture of width * scale x height * scale
/// pixels. Triangle diagonals, the cup and the tee are antialiased (4 x 4 samples per pixel).
/// The moving elements (format 3) are drawn where they are at hole-clock time `clock`
/// (seconds), over their swept regions faded. Preconditions: scale == pictureScale(level,
/// scale) (the picture stays within the limits); `clock` finite and >= 0.
[[nodiscard]] Image drawLevel(const Level& level, int scale, double clock = 0);

/// The path of one player's ball over a replay, and where it ended.
struct BallPath {
    int player = 0;           ///< selects the colour (picture_palette::players[player % 8])
    std::vector<Vec2> points; ///< ball centres in order (world units); may be empty
    /// Where the path jumps (a teleport): indices i into `points`, increasing, such that the
    /// ball went from points[i - 1] (where it entered the from disc) to points[i] (where it
    /// came out) without crossing the level between: no line joins them.
    std::vector<std::size_t> jumps;
    std::vector<Vec2> shots; ///< where the player's shots were struck (world units)
    bool atRest = false;     ///< the ball is on the course at the end: draw it at `end`
    Vec2 end;                ///< the final centre when atRest (world units)
};

/// Draws each path as an antialiased polyline in its player's colour, about a tenth of a
/// tile wide (at least 1 pixel), broken at its jumps, over `image` (made by drawLevel at
/// `scale` pixels per tile), with a small dot where each shot was struck, then the balls at rest as
/// discs of `ballRadius` (tiles) with a dark outline. Paths are drawn in the order given; later
/// ones lie on top.
void drawPaths(Image& image, int scale, const std::vector<BallPath>& paths, double ballRadius);

/// Collects ball paths tick by tick; feed it with every ball's state after each tick (e.g.
/// from a ReplayObserver) and take the paths at the end. Inserts the exact bounce point when a
/// ball's direction changed within a tick (the point where its straight tracks before and after
/// meet), and leaves out points closer than `minStep` (world units) to the previous one.
/// Most points kept per ball path by PathRecorder: a longer path is thinned (every second
/// point dropped, the least distance between kept points doubled), so that memory stays
/// bounded (about 16 MB per ball) whatever the log; a picture cannot show more anyway.
inline constexpr std::size_t maxPathPoints = 1'000'000;

/// True while a ball in play lies on a sloped floor, whose path curves between events: then a
/// PathRecorder fed from events alone must be fed every tick.
[[nodiscard]] bool pathMayCurve(const Match& match);

class PathRecorder {
  public:
    /// Precondition: players >= 1, minStep >= 0.
    PathRecorder(int players, double minStep);

    /// Records ball `player`'s state: its centre and velocity (tiles/s) if it is on the course
    /// (`inPlay`), or where it dropped if `holed`. Call it after every tick for every ball.
    void record(int player, bool inPlay, bool holed, Vec2 position, Vec2 velocity);

    /// Marks that `player` strikes a shot with the ball at `position` (world units).
    void recordShot(int player, Vec2 position);

    /// Records a tick of `match` that was stepped, from its `events`: the exact centre of each
    /// ball at each wall hit, ball hit (both balls), mover hit and water entry, in order, and
    /// at a teleport where it entered and, after a jump (BallPath::jumps), where it came out
    /// (the exit, or the free spot nearest it as the other balls lie after the tick), then every
    /// ball's state after the tick (as record, without guessing bounce points). Fed after the
    /// ticks with events only (ReplayObserver::onStep), it draws exact paths on flat floors,
    /// where a ball between two events moves in a straight line; on a slope every tick must be
    /// fed (pathMayCurve).
    void recordStep(const Match& match, const std::vector<Event>& events);

    /// The paths so far, one per player in player order; atRest/end from the last record.
    [[nodiscard]] std::vector<BallPath> paths() const;

  private:
    struct Track {
        BallPath path;
        bool wasIn = false;  ///< the last recorded state was in play
        bool closed = false; ///< holed: the path is complete
        Vec2 lastPosition;   ///< last recorded centre, even if not kept as a point
        Vec2 lastVelocity;   ///< velocity at lastPosition
        double minStep = 0;  ///< least distance between kept points (grows when thinned)
    };
    static void addPoint(Track& track, Vec2 point, bool force);
    /// Keeps the first point, every second one after it and both ends of every jump.
    static void thin(Track& track);
    void recordState(int player, bool inPlay, bool holed, Vec2 position, Vec2 velocity,
                     bool inferBounce);
    void recordContact(int player, Vec2 centre);
    /// `player`'s ball jumped (a teleport) and goes on from `exit`.
    void recordJump(int player, Vec2 exit);
    std::vector<Track> tracks_;
};

} // namespace golf

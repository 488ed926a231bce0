#pragma once

/// \file
/// The level editor's model (`minigolf --edit`): the level being edited, the edits the editor
/// offers (paint, tee and cup, par, size), undo and redo, and what the loader thinks of it.
/// No window: the editor screen draws it, the unit tests drive it directly.

#include "golf/analysis/reachability.hpp"
#include "golf/core/level.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace golf::game {

/// What a click paints: one of the tiles, the tee or the cup, or an element of level format 3
/// (a windmill, a slider, a teleport) placed, a special tile (a bumper, a dead wall, a one-way
/// gate) painted, an element removed (Remove), or selected for the element panel (Select).
enum class EditorTool {
    Floor,
    Wall,
    Void,
    LowerLeft,
    LowerRight,
    UpperRight,
    UpperLeft,
    Tee,
    Cup,
    Windmill,
    Slider,
    Teleport,
    Bumper,
    DeadWall,
    Gate,
    Remove,
    Select
};

/// Every tool in palette order (key 1 is the first; the element tools have letter keys).
inline constexpr EditorTool editorTools[] = {
    EditorTool::Floor,      EditorTool::Wall,       EditorTool::Void,      EditorTool::LowerLeft,
    EditorTool::LowerRight, EditorTool::UpperRight, EditorTool::UpperLeft, EditorTool::Tee,
    EditorTool::Cup,        EditorTool::Windmill,   EditorTool::Slider,    EditorTool::Teleport,
    EditorTool::Bumper,     EditorTool::DeadWall,   EditorTool::Gate,      EditorTool::Remove,
    EditorTool::Select,
};

/// True for the tools of the format-3 elements (Windmill, Slider, Teleport, Remove).
[[nodiscard]] bool isElementTool(EditorTool tool);

/// True for the tools that paint format 3's special tiles (Bumper, DeadWall, Gate).
[[nodiscard]] bool isSpecialTileTool(EditorTool tool);

/// The tile a tool paints; nullopt for the tee, the cup and the element tools.
[[nodiscard]] std::optional<Tile> tileOfTool(EditorTool tool);

/// The tile (column, row) under a world point (tiles), which may lie outside the level.
[[nodiscard]] std::pair<int, int> tileUnder(Vec2 p);

/// A short name for the palette and the status line ("wall", "tee", ...).
[[nodiscard]] const char* toolName(EditorTool tool);

/// How far from a handle (a pivot, a slider's end, a teleport's entry or exit) the Remove tool
/// reaches, tiles.
inline constexpr double removeReach = 0.75;

/// Smallest and largest grid side the editor resizes to (a loaded level may be larger).
inline constexpr int minEditSide = 3;
/// Largest grid side the editor grows to.
inline constexpr int maxEditSide = 200;

/// Size of the level a new file starts with.
inline constexpr int newLevelWidth = 12;
/// Rows of the level a new file starts with.
inline constexpr int newLevelHeight = 8;

/// The windmill the editor places: 4 arms of 1.4 tiles, 0.16 wide, a turn in 4 s clockwise,
/// around `pivot` (world units).
[[nodiscard]] Mover editorBlades(Vec2 pivot);
/// The slider the editor places: a 1 x 0.5 block from `from` to `to` and back in 3 s.
[[nodiscard]] Mover editorSlider(Vec2 from, Vec2 to);
/// The teleport the editor places: a from disc of radius 0.35 at `entry`, exit `exit`, the
/// direction kept.
[[nodiscard]] Teleport editorTeleport(Vec2 entry, Vec2 exit);

/// A new level: a walled 12 x 8 rectangle of floor with the tee on the left, the cup on the
/// right, par 3.
[[nodiscard]] Level newLevel(const std::string& name);

/// The level to edit: the file's level, or a new one when the file does not exist yet.
struct EditorOpenResult {
    std::optional<Level> level;
    bool created = false;            ///< the file does not exist: a new level
    std::vector<std::string> errors; ///< why the file cannot be edited (named in each message)
};

/// Opens `path` for editing. A missing file gives newLevel() named after the file; a broken
/// one, a folder, or a file in a folder that does not exist gives errors.
[[nodiscard]] EditorOpenResult openForEditing(const std::filesystem::path& path);

/// A side of the grid, for inserting and deleting rows and columns.
enum class GridSide { Left, Right, Top, Bottom };

/// A rectangle of tiles copied from a level: its tiles and their surfaces, row-major.
struct TileBlock {
    int width = 0;
    int height = 0;
    std::vector<Tile> tiles;
    std::vector<Surface> surfaces; ///< per tile (plain grass where the level has none)
};

/// A rectangle of tiles given by two opposite corners (inclusive, in any order).
struct TileRect {
    int col0 = 0;
    int row0 = 0;
    int col1 = 0;
    int row1 = 0;
    [[nodiscard]] int left() const { return col0 < col1 ? col0 : col1; }
    [[nodiscard]] int top() const { return row0 < row1 ? row0 : row1; }
    [[nodiscard]] int right() const { return col0 < col1 ? col1 : col0; }
    [[nodiscard]] int bottom() const { return row0 < row1 ? row1 : row0; }
    [[nodiscard]] int width() const { return right() - left() + 1; }
    [[nodiscard]] int height() const { return bottom() - top() + 1; }
};

/// True if two levels hold the same content (everything a level file holds).
[[nodiscard]] bool sameLevelContent(const Level& a, const Level& b);

/// What the loader says about a level: its problems (at most `limit`, as parseLevel words them
/// for `sourceName`) and, for a valid level, whether the cup can be reached from the tee.
struct LevelCheck {
    std::vector<std::string> problems;
    std::optional<Reachability> reachability; ///< set when there are no problems
};

/// Checks a level by writing it as the level file it would be saved as and loading that back.
[[nodiscard]] LevelCheck checkLevel(const Level& level, const std::string& sourceName);

/// The level being edited, with undo. Every edit returns whether it changed the level, or a
/// reason why it was refused; a refused edit changes nothing.
class LevelEdit {
  public:
    /// Starts editing `level`; it counts as saved.
    explicit LevelEdit(Level level);

    /// The level as edited so far (not necessarily valid).
    [[nodiscard]] const Level& level() const { return level_; }

    /// Applies `tool` at tile (col, row): paints the tile, or places the tee or the cup there,
    /// or an element tool as a click there (placeElement from the tile's centre to itself).
    /// The Floor tool paints open floor with the surface of floor(). Returns "" if done (or
    /// nothing to do), else why not.
    [[nodiscard]] std::string apply(EditorTool tool, int col, int row);

    /// The surface the Floor tool paints: plain grass unless chosen (format 2: sand, ice,
    /// water, a slope, or one of the level's legend tiles).
    [[nodiscard]] const Surface& floor() const { return floor_; }
    /// Chooses the surface the Floor tool paints (one of floorChoices()).
    void setFloor(const Surface& surface) { floor_ = surface; }
    /// The direction (degrees: 0, 90, 180, 270) of the gates the Gate tool paints.
    [[nodiscard]] int gatePass() const { return gatePass_; }
    /// Turns the Gate tool's direction a quarter turn clockwise (0, 90, 180, 270, 0, ...).
    void turnGate() { gatePass_ = (gatePass_ + 90) % 360; }
    /// Sets the Gate tool's direction. Precondition: 0, 90, 180 or 270.
    void setGatePass(int pass) { gatePass_ = pass; }
    /// Makes tile (col, row) a wall whose faces have `restitution` (a bumper above 1, a dead
    /// wall below the level's wallRestitution), one edit checked by the loader: a triangle
    /// (`L`, `J`, `7`, `F`) keeps its shape, any other tile becomes a block. Refused on the
    /// tee's or the cup's tile. "" or why not.
    [[nodiscard]] std::string placeWall(int col, int row, double restitution);
    /// Makes tile (col, row) a grass gate letting balls through in direction `pass`, one edit
    /// checked by the loader. "" or why not.
    [[nodiscard]] std::string placeGate(int col, int row, int pass);
    /// Takes the special wall or gate off tile (col, row): a special wall becomes an ordinary
    /// wall of its shape, a gate plain grass. True if there was one.
    bool clearSpecial(int col, int row);
    /// What the Floor tool can paint, in the order a repeated key 1 steps through: grass, sand,
    /// ice, water, the slopes up, right, down and left, then the level's legend tiles.
    [[nodiscard]] std::vector<Surface> floorChoices() const;
    /// Paints one tile. Solid tiles are not painted over the tee or the cup, which always keep
    /// open floor under them. Returns true if the level changed.
    bool paint(int col, int row, Tile tile);
    /// Moves the tee to the centre of tile (col, row), which becomes open floor. "" or why not.
    [[nodiscard]] std::string placeTee(int col, int row);
    /// Moves the cup to the centre of tile (col, row), which becomes open floor. "" or why not.
    [[nodiscard]] std::string placeCup(int col, int row);
    /// Renames the level (a name is not empty). "" or why not.
    [[nodiscard]] std::string rename(const std::string& name);
    /// Changes par by `delta`, kept within 1..99. Returns true if it changed.
    bool changePar(int delta);
    /// Resizes the grid at the right and the bottom: new tiles are walls, the rest is kept.
    /// Refused outside minEditSide..maxEditSide (growing) or when the tee or the cup would be
    /// cut off. "" or why not.
    [[nodiscard]] std::string resize(int width, int height);

    /// Adds a row or column of walls on `side`; the tee, the cup, the movers, the teleports,
    /// the special walls and the gates stay on their tiles.
    /// Refused beyond maxEditSide. "" or why not.
    [[nodiscard]] std::string insertLine(GridSide side);
    /// Removes the outermost row or column on `side`. Refused below minEditSide or when it
    /// holds the tee, the cup or a handle of a mover or teleport (naming it). "" or why not.
    [[nodiscard]] std::string deleteLine(GridSide side);
    /// Makes the grid the `width` x `height` window of the old one whose top-left corner is old
    /// tile (left, top) (negative: new walls before the old grid). The tee, the cup, the
    /// elements and every kept tile (with its special wall or gate) stay where they were on the
    /// ground. Refused when the tee, the cup, a windmill's pivot, a slider's from or to, or a
    /// teleport's entry or exit would be cut off (named in the refusal). "" or why not.
    [[nodiscard]] std::string reshape(int left, int top, int width, int height);

    /// Paints every tile of `rect` (clipped to the grid) with `tile` as one edit, keeping the
    /// floor under the tee and the cup. Returns the number of tiles changed.
    int fill(const TileRect& rect, Tile tile);
    /// As fill, for open floor with `surface` (water is not painted under the tee or the cup).
    int fill(const TileRect& rect, const Surface& surface);
    /// The tiles of `rect` clipped to the grid (empty if it misses the grid).
    [[nodiscard]] TileBlock copy(const TileRect& rect) const;
    /// Pastes `block` with its top-left tile at (col, row), clipped to the grid, as one edit;
    /// the tee's and the cup's tiles keep their floor. Returns the number of tiles changed.
    int paste(const TileBlock& block, int col, int row);

    /// Replaces the level's stroke limit, radii or physics (one edit), unless the loader would
    /// refuse the result: then nothing changes and the loader's new message is returned
    /// (without the file name). "" if done or nothing to do.
    [[nodiscard]] std::string setSettings(const Level& settings);

    /// Adds a mover (level format 3) as one edit, unless the loader would refuse the level
    /// then (a swept region over the tee or the cup, a value out of range): its message
    /// (without the file name) is returned and nothing changes. "" if done.
    [[nodiscard]] std::string addMover(const Mover& mover);
    /// Adds a teleport as addMover adds a mover (refused: an exit in a wall or inside a from
    /// disc, a from disc over another, the tee, the cup or a mover's sweep).
    [[nodiscard]] std::string addTeleport(const Teleport& teleport);
    /// Removes, as one edit, the mover or teleport with the handle nearest `point` (world
    /// units) within `reach` tiles: a windmill's pivot, a slider's from or to, a teleport's
    /// entry or exit (at equal distances a mover before a teleport, a later one before an
    /// earlier one: the one drawn on top). True if one was removed.
    bool removeElementNear(Vec2 point, double reach = 0.5);
    /// The element tools' edit for a drag from `from` to `to` (world units; a click has
    /// from == to): Windmill puts editorBlades at the centre of from's tile; Slider runs
    /// editorSlider between the centres of the two tiles, Teleport joins them (entry at from's
    /// tile, exit at to's), both refused when the tiles are the same; Remove removes the
    /// element with a handle nearest `from` within `removeReach` tiles. Returns the refusal
    /// (the loader's words, or why nothing was done), "" if done. Precondition: isElementTool.
    [[nodiscard]] std::string placeElement(EditorTool tool, Vec2 from, Vec2 to);

    /// The tool that paints what is at (col, row): the tee or cup on their tile, a special
    /// wall's (Bumper above restitution 1, else DeadWall) or a gate's tool, else the tile's.
    [[nodiscard]] EditorTool toolAt(int col, int row) const;

    /// Starts a stroke (a mouse drag): its edits are undone together.
    void beginStroke();
    /// Ends the stroke begun by beginStroke().
    void endStroke();

    /// Undoes the last edit (or stroke); false if there is nothing to undo.
    bool undo();
    /// Redoes the last undone edit; false if there is nothing to redo.
    bool redo();
    /// How many edits can be undone.
    [[nodiscard]] std::size_t undoDepth() const { return undo_.size(); }

    /// True if the level differs from the one last saved (or opened).
    [[nodiscard]] bool modified() const { return modified_; }
    /// Records that the level as it is now has been saved.
    void markSaved();

    /// Counts every change of the level (edits, undo, redo), so that a viewer knows when to
    /// rebuild its picture and its checks.
    [[nodiscard]] unsigned long revision() const { return revision_; }

    /// Makes `next` the level as one edit, unless the loader has a complaint about it that it
    /// has not about the level now: then returns that complaint (without the file name). ""
    /// if done or nothing to do. The element panel's edits go through here.
    [[nodiscard]] std::string replaceChecked(Level next);

  private:
    int fillWith(const TileRect& rect, Tile kind, const Surface* surface);
    Surface floor_;    ///< what the Floor tool paints
    int gatePass_ = 0; ///< the Gate tool's direction, degrees
    /// Saves the level for undo before an edit (once per stroke).
    void remember();
    /// Call after every change: bumps the revision and refreshes modified().
    void changed();
    [[nodiscard]] bool inGrid(int col, int row) const;
    [[nodiscard]] bool holdsTee(int col, int row) const;
    [[nodiscard]] bool holdsCup(int col, int row) const;
    Tile& tile(int col, int row);
    /// Sets one tile and its surface (plain grass unless given); false if nothing changed or
    /// a solid would bury the tee or the cup.
    bool put(int col, int row, Tile kind, const Surface* surface);

    Level level_;
    Level saved_;
    std::vector<Level> undo_;
    std::vector<Level> redo_;
    bool inStroke_ = false;
    bool strokeRemembered_ = false;
    bool modified_ = false;
    unsigned long revision_ = 0;
};

} // namespace golf::game

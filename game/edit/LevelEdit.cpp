#include "LevelEdit.hpp"

#include "SpecialTiles.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

namespace golf::game {

namespace {

/// Most edits kept for undo.
constexpr std::size_t maxUndo = 100;
/// Most tiles kept in all undo copies together: a 4096 x 4096 level may be edited too, and
/// 100 copies of it would not fit in memory.
constexpr std::size_t maxUndoTiles = 16u * 1024u * 1024u;
/// Par is kept below this: no hole is meant to take a hundred strokes.
constexpr int maxPar = 99;

[[nodiscard]] Vec2 centreOf(int col, int row) {
    return {col + 0.5, row + 0.5};
}

/// Drops the oldest copies until the stack is within its limits (keeping at least one).
void trim(std::vector<Level>& stack) {
    std::size_t tiles = 0;
    for (const Level& level : stack) {
        tiles += level.tiles.size();
    }
    while (stack.size() > 1 && (stack.size() > maxUndo || tiles > maxUndoTiles)) {
        tiles -= stack.front().tiles.size();
        stack.erase(stack.begin());
    }
}

/// The loader's messages about `level` written as a file, without the file name.
[[nodiscard]] std::vector<std::string> loaderProblems(const Level& level) {
    const std::string source = "level";
    std::vector<std::string> problems = parseLevel(levelToJson(level), source).errors;
    for (std::string& problem : problems) {
        if (problem.starts_with(source + ": ")) {
            problem.erase(0, source.size() + 2);
        }
    }
    return problems;
}

const Surface grass{};

} // namespace

std::pair<int, int> tileUnder(Vec2 p) {
    return {static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y))};
}

bool sameLevelContent(const Level& a, const Level& b) {
    return a.name == b.name && a.width == b.width && a.height == b.height && a.par == b.par &&
           a.tee == b.tee && a.cup == b.cup && a.tiles == b.tiles && a.cupRadius == b.cupRadius &&
           a.ballRadius == b.ballRadius && a.maxStrokes == b.maxStrokes &&
           samePhysics(a.physics, b.physics) && a.surfaces == b.surfaces &&
           a.surfaceIndex == b.surfaceIndex && a.movers == b.movers && a.teleports == b.teleports &&
           a.specialWalls == b.specialWalls && a.gates == b.gates && a.wallIndex == b.wallIndex &&
           a.gateIndex == b.gateIndex;
}

std::optional<Tile> tileOfTool(EditorTool tool) {
    switch (tool) {
    case EditorTool::Floor:
        return Tile::Open;
    case EditorTool::Wall:
        return Tile::Block;
    case EditorTool::Void:
        return Tile::Void;
    case EditorTool::LowerLeft:
        return Tile::LowerLeft;
    case EditorTool::LowerRight:
        return Tile::LowerRight;
    case EditorTool::UpperRight:
        return Tile::UpperRight;
    case EditorTool::UpperLeft:
        return Tile::UpperLeft;
    case EditorTool::Tee:
    case EditorTool::Cup:
    case EditorTool::Windmill:
    case EditorTool::Slider:
    case EditorTool::Teleport:
    case EditorTool::Bumper:
    case EditorTool::DeadWall:
    case EditorTool::Gate:
    case EditorTool::Remove:
    case EditorTool::Select:
        break;
    }
    return std::nullopt;
}

bool isElementTool(EditorTool tool) {
    return tool == EditorTool::Windmill || tool == EditorTool::Slider ||
           tool == EditorTool::Teleport || tool == EditorTool::Remove;
}

bool isSpecialTileTool(EditorTool tool) {
    return tool == EditorTool::Bumper || tool == EditorTool::DeadWall || tool == EditorTool::Gate;
}

const char* toolName(EditorTool tool) {
    switch (tool) {
    case EditorTool::Floor:
        return "floor";
    case EditorTool::Wall:
        return "wall";
    case EditorTool::Void:
        return "void";
    case EditorTool::LowerLeft:
        return "L slope";
    case EditorTool::LowerRight:
        return "J slope";
    case EditorTool::UpperRight:
        return "7 slope";
    case EditorTool::UpperLeft:
        return "F slope";
    case EditorTool::Tee:
        return "tee";
    case EditorTool::Cup:
        return "cup";
    case EditorTool::Windmill:
        return "windmill";
    case EditorTool::Slider:
        return "slider";
    case EditorTool::Teleport:
        return "teleport";
    case EditorTool::Bumper:
        return "bumper";
    case EditorTool::DeadWall:
        return "dead wall";
    case EditorTool::Gate:
        return "gate";
    case EditorTool::Remove:
        return "remove";
    case EditorTool::Select:
        return "select";
    }
    return "?";
}

Level newLevel(const std::string& name) {
    Level level;
    level.name = name.empty() ? "New Hole" : name;
    level.par = 3;
    level.width = newLevelWidth;
    level.height = newLevelHeight;
    level.tiles.assign(static_cast<std::size_t>(newLevelWidth * newLevelHeight), Tile::Open);
    for (int row = 0; row < newLevelHeight; ++row) {
        for (int col = 0; col < newLevelWidth; ++col) {
            if (row == 0 || col == 0 || row == newLevelHeight - 1 || col == newLevelWidth - 1) {
                level.tiles[static_cast<std::size_t>(row * newLevelWidth + col)] = Tile::Block;
            }
        }
    }
    level.tee = centreOf(2, newLevelHeight / 2);
    level.cup = centreOf(newLevelWidth - 3, newLevelHeight / 2);
    return level;
}

EditorOpenResult openForEditing(const std::filesystem::path& path) {
    EditorOpenResult result;
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (status.type() == std::filesystem::file_type::not_found) {
        const std::filesystem::path folder = path.parent_path();
        if (!folder.empty() && !std::filesystem::is_directory(folder, error)) {
            result.errors.push_back(path.string() + ": the folder " + folder.string() +
                                    " does not exist");
            return result;
        }
        result.level = newLevel(path.stem().string());
        result.created = true;
        return result;
    }
    LevelLoadResult loaded = loadLevelFile(path);
    result.level = std::move(loaded.level);
    result.errors = std::move(loaded.errors);
    return result;
}

LevelCheck checkLevel(const Level& level, const std::string& sourceName) {
    LevelCheck check;
    // The level file the editor would save, read back by the loader: exactly the rules a
    // saved file must pass, with the loader's own messages.
    LevelLoadResult loaded = parseLevel(levelToJson(level), sourceName);
    if (!loaded.level) {
        check.problems = std::move(loaded.errors);
        return check;
    }
    // Coarser than `golf check`, so that the answer comes while editing.
    const ReachabilityOptions options{.samplesPerTile = 4, .maxSamples = 1'000'000};
    check.reachability = cupReachability(*loaded.level, options).status;
    return check;
}

LevelEdit::LevelEdit(Level level) : level_(std::move(level)), saved_(level_) {}

bool LevelEdit::inGrid(int col, int row) const {
    return col >= 0 && row >= 0 && col < level_.width && row < level_.height;
}

bool LevelEdit::holdsTee(int col, int row) const {
    return tileUnder(level_.tee) == std::pair{col, row};
}

bool LevelEdit::holdsCup(int col, int row) const {
    return tileUnder(level_.cup) == std::pair{col, row};
}

Tile& LevelEdit::tile(int col, int row) {
    return level_.tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(level_.width) +
                        static_cast<std::size_t>(col)];
}

void LevelEdit::remember() {
    if (inStroke_ && strokeRemembered_) {
        return;
    }
    strokeRemembered_ = inStroke_;
    undo_.push_back(level_);
    trim(undo_);
    redo_.clear();
}

void LevelEdit::changed() {
    ++revision_;
    modified_ = !sameLevelContent(level_, saved_);
}

std::string LevelEdit::apply(EditorTool tool, int col, int row) {
    if (tool == EditorTool::Tee) {
        return placeTee(col, row);
    }
    if (tool == EditorTool::Cup) {
        return placeCup(col, row);
    }
    if (isElementTool(tool)) {
        const Vec2 centre{col + 0.5, row + 0.5};
        return placeElement(tool, centre, centre);
    }
    switch (tool) {
    case EditorTool::Bumper:
        return placeWall(col, row, bumperRestitution);
    case EditorTool::DeadWall:
        return placeWall(col, row, deadWallRestitution);
    case EditorTool::Gate:
        return placeGate(col, row, gatePass_);
    case EditorTool::Select:
        return {}; // the screen selects
    default:
        break;
    }
    if (tool == EditorTool::Floor) {
        if (floor_.floor == Floor::Water && (holdsTee(col, row) || holdsCup(col, row))) {
            return "the tee and the cup may not lie on water";
        }
        put(col, row, Tile::Open, &floor_);
        return {};
    }
    paint(col, row, *tileOfTool(tool));
    return {};
}

std::vector<Surface> LevelEdit::floorChoices() const {
    std::vector<Surface> choices{Surface{}};
    for (const char symbol : {'s', 'i', 'w', '^', '>', 'v', '<'}) {
        choices.push_back(*builtinSurface(symbol));
    }
    for (const Surface& surface : level_.surfaces) {
        if (surface.symbol != '.' && !builtinSurface(surface.symbol)) {
            choices.push_back(surface); // a legend tile
        }
    }
    return choices;
}

bool LevelEdit::paint(int col, int row, Tile kind) {
    return put(col, row, kind, nullptr);
}

bool LevelEdit::put(int col, int row, Tile kind, const Surface* surface) {
    if (!inGrid(col, row)) {
        return false;
    }
    const Surface& wanted = surface && kind == Tile::Open ? *surface : grass;
    const bool special = wallEntryAt(level_, col, row) != 0 || gateEntryAt(level_, col, row) != 0;
    if (tile(col, row) == kind && level_.surfaceAt(col, row) == wanted && !special) {
        return false;
    }
    if ((kind != Tile::Open || wanted.floor == Floor::Water) &&
        (holdsTee(col, row) || holdsCup(col, row))) {
        return false; // the tee and the cup keep their floor; move them first
    }
    remember();
    tile(col, row) = kind;
    clearSpecialTile(level_, col, row); // a painted tile is an ordinary one
    if (!level_.surfaceIndex.empty() || !wanted.isPlainGrass()) {
        level_.setSurface(col, row, wanted);
    }
    changed();
    return true;
}

std::string LevelEdit::placeTee(int col, int row) {
    if (!inGrid(col, row)) {
        return "the tee must be inside the level";
    }
    if (holdsCup(col, row)) {
        return "the cup is on that tile";
    }
    if (level_.tee == centreOf(col, row) && tile(col, row) == Tile::Open) {
        return {};
    }
    remember();
    level_.tee = centreOf(col, row);
    tile(col, row) = Tile::Open;
    changed();
    return {};
}

std::string LevelEdit::placeCup(int col, int row) {
    if (!inGrid(col, row)) {
        return "the cup must be inside the level";
    }
    if (holdsTee(col, row)) {
        return "the tee is on that tile";
    }
    if (level_.cup == centreOf(col, row) && tile(col, row) == Tile::Open) {
        return {};
    }
    remember();
    level_.cup = centreOf(col, row);
    tile(col, row) = Tile::Open;
    changed();
    return {};
}

std::string LevelEdit::rename(const std::string& name) {
    if (name.empty()) {
        return "a level needs a name";
    }
    if (name != level_.name) {
        remember();
        level_.name = name;
        changed();
    }
    return {};
}

bool LevelEdit::changePar(int delta) {
    const int par = std::clamp(level_.par + delta, 1, maxPar);
    if (par == level_.par) {
        return false;
    }
    remember();
    level_.par = par;
    changed();
    return true;
}

std::string LevelEdit::resize(int width, int height) {
    return reshape(0, 0, width, height);
}

std::string LevelEdit::setSettings(const Level& settings) {
    Level next = level_;
    next.maxStrokes = settings.maxStrokes;
    next.cupRadius = settings.cupRadius;
    next.ballRadius = settings.ballRadius;
    next.physics = settings.physics;
    return replaceChecked(std::move(next));
}

std::string LevelEdit::replaceChecked(Level next) {
    if (sameLevelContent(next, level_)) {
        return {};
    }
    // The loader's own rules: a value it refuses, or one that breaks the level (a ball too
    // big for its tee), is refused here with its message. Problems the level already had
    // (a cup painted over) do not block the change.
    const std::vector<std::string> after = loaderProblems(next);
    if (!after.empty()) {
        const std::vector<std::string> before = loaderProblems(level_);
        for (const std::string& problem : after) {
            if (std::find(before.begin(), before.end(), problem) == before.end()) {
                return problem;
            }
        }
    }
    remember();
    level_ = std::move(next);
    changed();
    return {};
}

EditorTool LevelEdit::toolAt(int col, int row) const {
    if (holdsTee(col, row)) {
        return EditorTool::Tee;
    }
    if (holdsCup(col, row)) {
        return EditorTool::Cup;
    }
    if (!inGrid(col, row)) {
        return EditorTool::Wall;
    }
    if (const int wall = wallEntryAt(level_, col, row); wall != 0) {
        return level_.specialWalls[wall - 1].restitution > 1 ? EditorTool::Bumper
                                                             : EditorTool::DeadWall;
    }
    if (gateEntryAt(level_, col, row) != 0) {
        return EditorTool::Gate;
    }
    for (const EditorTool tool : editorTools) {
        if (tileOfTool(tool) == level_.at(col, row)) {
            return tool;
        }
    }
    return EditorTool::Wall;
}

void LevelEdit::beginStroke() {
    inStroke_ = true;
    strokeRemembered_ = false;
}

void LevelEdit::endStroke() {
    inStroke_ = false;
    strokeRemembered_ = false;
}

bool LevelEdit::undo() {
    if (undo_.empty()) {
        return false;
    }
    redo_.push_back(std::move(level_));
    level_ = std::move(undo_.back());
    undo_.pop_back();
    endStroke();
    changed();
    return true;
}

bool LevelEdit::redo() {
    if (redo_.empty()) {
        return false;
    }
    undo_.push_back(std::move(level_));
    level_ = std::move(redo_.back());
    redo_.pop_back();
    endStroke();
    changed();
    return true;
}

void LevelEdit::markSaved() {
    saved_ = level_;
    modified_ = false;
}

} // namespace golf::game

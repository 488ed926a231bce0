#include "EditorScreen.hpp"

#include "EditorRating.hpp"
#include "Hud.hpp"
#include "Palette.hpp"
#include "Ui.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/ConvexShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <iostream>

namespace golf::game {

namespace {

constexpr float topHeight = 60;
constexpr float bottomHeight = 58;
constexpr float margin = 14;
constexpr float slotSize = 40;
constexpr float slotGap = 8;
constexpr int toolCount = static_cast<int>(std::size(editorTools));
/// How long a message stays in the status bar, seconds.
constexpr double messageSeconds = 3.0;
/// Longest name typed in the editor, in characters.
constexpr std::size_t maxNameLength = 60;
/// Problems listed on screen; the rest are counted.
constexpr std::size_t problemsShown = 3;

const sf::Color problemText{255, 150, 120};
const sf::Color goodText{130, 220, 130};

/// The message without the file name the loader puts in front of it.
std::string withoutFile(const std::string& problem, const std::string& file) {
    const std::string prefix = file + ": ";
    return problem.starts_with(prefix) ? problem.substr(prefix.size()) : problem;
}

/// The tool a number key chooses (1 is the first of the palette).
std::optional<EditorTool> toolForKey(sf::Keyboard::Key key) {
    int index = -1;
    if (key >= sf::Keyboard::Num1 && key <= sf::Keyboard::Num9) {
        index = key - sf::Keyboard::Num1;
    } else if (key >= sf::Keyboard::Numpad1 && key <= sf::Keyboard::Numpad9) {
        index = key - sf::Keyboard::Numpad1;
    }
    if (index < 0 || index >= toolCount) {
        return std::nullopt;
    }
    return editorTools[index];
}

void drawTriangle(sf::RenderTarget& target, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c,
                  sf::Color colour) {
    sf::ConvexShape shape(3);
    shape.setPoint(0, a);
    shape.setPoint(1, b);
    shape.setPoint(2, c);
    shape.setFillColor(colour);
    target.draw(shape);
}

void drawCircle(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color fill,
                sf::Color outline = sf::Color::Transparent, float outlineWidth = 0) {
    sf::CircleShape disc(radius, 24);
    disc.setOrigin(radius, radius);
    disc.setPosition(centre);
    disc.setFillColor(fill);
    disc.setOutlineColor(outline);
    disc.setOutlineThickness(outlineWidth);
    target.draw(disc);
}

/// A colour at a share of its opacity.
sf::Color faded(sf::Color colour, float opacity) {
    colour.a = static_cast<sf::Uint8>(static_cast<float>(colour.a) * opacity);
    return colour;
}

/// A picture of what a tool paints, in the colours of the hole, scaled to `r` (drawn 40
/// pixels wide in the palette and as a see-through preview on the tile under the mouse).
void drawToolIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity = 1) {
    const float u = r.width / 40; // the icon is designed 40 pixels wide
    const auto c = [opacity](sf::Color colour) {
        return faded(colour, opacity);
    };
    const sf::Vector2f tl{r.left, r.top};
    const sf::Vector2f tr{r.left + r.width, r.top};
    const sf::Vector2f bl{r.left, r.top + r.height};
    const sf::Vector2f br{r.left + r.width, r.top + r.height};
    const sf::Vector2f centre{r.left + r.width / 2, r.top + r.height / 2};
    if (tool == EditorTool::Void) {
        drawPanel(target, r, c(palette::background), c(sf::Color(90, 100, 110)), -1);
        return;
    }
    if (tool != EditorTool::Tee && tool != EditorTool::Cup) {
        drawPanel(target, r, c(palette::turf));
    }
    switch (tool) {
    case EditorTool::Wall:
        drawPanel(target, r, c(palette::wallTop));
        drawPanel(target, {r.left, r.top, r.width, 3 * u}, c(palette::wallEdge));
        drawPanel(target, {r.left, r.top + r.height - 7 * u, r.width, 7 * u}, c(palette::wallFace));
        break;
    case EditorTool::LowerLeft:
        drawTriangle(target, tl, br, bl, c(palette::wallTop));
        break;
    case EditorTool::LowerRight:
        drawTriangle(target, tr, br, bl, c(palette::wallTop));
        break;
    case EditorTool::UpperRight:
        drawTriangle(target, tl, tr, br, c(palette::wallTop));
        break;
    case EditorTool::UpperLeft:
        drawTriangle(target, tl, tr, bl, c(palette::wallTop));
        break;
    case EditorTool::Tee:
        drawPanel(target, {centre.x - 12 * u, centre.y - 12 * u, 24 * u, 24 * u}, c(palette::tee));
        drawCircle(target, {centre.x - 9 * u, centre.y}, 2.5f * u, c(palette::teeMark));
        drawCircle(target, {centre.x + 9 * u, centre.y}, 2.5f * u, c(palette::teeMark));
        break;
    case EditorTool::Cup:
        drawCircle(target, {centre.x, centre.y + 6 * u}, 8 * u, c(palette::cup), c(palette::cupRim),
                   1.5f * u);
        drawPanel(target, {centre.x - u, centre.y - 14 * u, 2 * u, 20 * u}, c(palette::cupRim));
        drawTriangle(target, {centre.x + u, centre.y - 14 * u},
                     {centre.x + 13 * u, centre.y - 10 * u}, {centre.x + u, centre.y - 6 * u},
                     c(palette::flag));
        break;
    default:
        break;
    }
}

} // namespace

EditorScreen::EditorScreen(GameContext& context, std::filesystem::path file, Level level,
                           bool created)
    : context_(context), file_(std::move(file)), edit_(std::move(level)), created_(created),
      settings_(edit_), suggestion_(editorRating()) {
    renderer_ = std::make_unique<HoleRenderer>(edit_.level());
    check_ = checkLevel(edit_.level(), file_.string());
    say(created_ ? "New level: it is written when you save (S)"
                 : "Editing " + file_.filename().string());
}

void EditorScreen::say(const std::string& text) {
    message_ = text;
    messageUntil_ = seconds_ + messageSeconds;
}

void EditorScreen::refresh() {
    if (shownRevision_ != edit_.revision()) {
        renderer_ = std::make_unique<HoleRenderer>(edit_.level());
        shownRevision_ = edit_.revision();
    }
    // The loader and the reachability search wait for the end of a drag: a stroke of many
    // tiles is checked once.
    if (checkedRevision_ != edit_.revision() && !painting_) {
        check_ = checkLevel(edit_.level(), file_.string());
        checkedRevision_ = edit_.revision();
    }
}

void EditorScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::Resized) {
        windowSize_ = {static_cast<float>(event.size.width), static_cast<float>(event.size.height)};
    }
    trackModifiers(event); // also while a panel or the test play has the keys
    if (play_) {
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
            stopPlay();
            return;
        }
        play_->handle(event);
        return;
    }
    if (course_) {
        if (const std::string message = course_->handle(event); !message.empty()) {
            say(message);
        }
        if (course_->closed()) {
            course_.reset();
        }
        return;
    }
    if (newName_) {
        handleRename(event);
        return;
    }
    if (showSettings_ && (settings_.typing() || event.type == sf::Event::KeyPressed)) {
        const EditorSettingsPanel::Result result = settings_.handle(event);
        if (!result.message.empty()) {
            say(result.message);
        }
        if (result.used) {
            return;
        }
    }
    if (event.type == sf::Event::KeyPressed) {
        handleKey(event.key);
    } else if (event.type != sf::Event::TextEntered) {
        handleMouse(event);
    }
}

void EditorScreen::trackModifiers(const sf::Event& event) {
    if (event.type == sf::Event::LostFocus) {
        shiftDown_ = ctrlDown_ = false;
        return;
    }
    if (event.type != sf::Event::KeyPressed && event.type != sf::Event::KeyReleased) {
        return;
    }
    const bool down = event.type == sf::Event::KeyPressed;
    switch (event.key.code) {
    case sf::Keyboard::LShift:
    case sf::Keyboard::RShift:
        shiftDown_ = down;
        break;
    case sf::Keyboard::LControl:
    case sf::Keyboard::RControl:
        ctrlDown_ = down;
        break;
    default:
        shiftDown_ = event.key.shift;
        ctrlDown_ = event.key.control;
        break;
    }
}

bool EditorScreen::shiftHeld() const {
    return shiftDown_ || sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
           sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
}

bool EditorScreen::ctrlHeld() const {
    return ctrlDown_ || sf::Keyboard::isKeyPressed(sf::Keyboard::LControl) ||
           sf::Keyboard::isKeyPressed(sf::Keyboard::RControl);
}

void EditorScreen::handleKey(const sf::Event::KeyEvent& key) {
    if (key.code != sf::Keyboard::Escape) {
        quitArmed_ = false;
    }
    if (const auto tool = toolForKey(key.code)) {
        tool_ = *tool;
        say(std::string("Tool: ") + toolName(tool_));
        return;
    }
    if (key.control) {
        switch (key.code) {
        case sf::Keyboard::C:
            copySelection();
            return;
        case sf::Keyboard::V:
            pasteAtMouse();
            return;
        case sf::Keyboard::A:
            selection_ = TileRect{0, 0, edit_.level().width - 1, edit_.level().height - 1};
            say("All selected: Ctrl+C copies, F fills it with the tool");
            return;
        default:
            break;
        }
    }
    switch (key.code) {
    case sf::Keyboard::Escape:
        if (selection_) {
            selection_.reset();
            say("Selection cleared");
        } else {
            escape();
        }
        break;
    case sf::Keyboard::Tab:
        showSettings_ = !showSettings_;
        break;
    case sf::Keyboard::K:
        endStroke();
        course_ = std::make_unique<EditorCoursePanel>(file_);
        if (edit_.modified() || created_) {
            say("The course lists the level file: save the level (S) to add what you see");
        }
        break;
    case sf::Keyboard::F:
        fillSelection();
        break;
    case sf::Keyboard::R:
        suggestPar();
        break;
    case sf::Keyboard::Z:
        if (key.control) {
            const bool done = key.shift ? edit_.redo() : edit_.undo();
            say(done ? (key.shift ? "Redone" : "Undone")
                     : (key.shift ? "Nothing to redo" : "Nothing to undo"));
        }
        break;
    case sf::Keyboard::Y:
        if (key.control) {
            say(edit_.redo() ? "Redone" : "Nothing to redo");
        }
        break;
    case sf::Keyboard::S:
        save();
        break;
    case sf::Keyboard::P:
        startPlay();
        break;
    case sf::Keyboard::N:
        newName_.emplace(fromUtf8(edit_.level().name), maxNameLength, 'n');
        break;
    case sf::Keyboard::T:
        placeUnderMouse(EditorTool::Tee);
        break;
    case sf::Keyboard::C:
        placeUnderMouse(EditorTool::Cup);
        break;
    case sf::Keyboard::Add:
    case sf::Keyboard::Equal:
    case sf::Keyboard::PageUp:
        say(edit_.changePar(+1) ? "Par " + std::to_string(edit_.level().par)
                                : "Par stays below 100");
        break;
    case sf::Keyboard::Subtract:
    case sf::Keyboard::Hyphen:
    case sf::Keyboard::PageDown:
        say(edit_.changePar(-1) ? "Par " + std::to_string(edit_.level().par) : "Par is at least 1");
        break;
    case sf::Keyboard::Right:
    case sf::Keyboard::Left:
    case sf::Keyboard::Down:
    case sf::Keyboard::Up:
        arrow(key);
        break;
    default:
        break;
    }
}

void EditorScreen::handleRename(const sf::Event& event) {
    switch (newName_->handle(event)) {
    case EditorTextField::Outcome::Cancel:
        newName_.reset();
        break;
    case EditorTextField::Outcome::Enter: {
        const std::string refused = edit_.rename(newName_->utf8());
        say(refused.empty() ? "Renamed" : refused);
        if (refused.empty()) {
            newName_.reset();
        }
        break;
    }
    case EditorTextField::Outcome::Typing:
        break;
    }
}

void EditorScreen::copySelection() {
    if (!selection_) {
        say("Nothing selected: Ctrl+drag selects tiles");
        return;
    }
    clipboard_ = edit_.copy(*selection_);
    say("Copied " + std::to_string(clipboard_->width) + " \u00d7 " +
        std::to_string(clipboard_->height) + " tiles: Ctrl+V pastes them at the mouse");
}

void EditorScreen::pasteAtMouse() {
    if (!clipboard_) {
        say("Nothing copied: Ctrl+drag selects, Ctrl+C copies");
        return;
    }
    // Plain values rather than an optional: GCC 12 at -O3 takes its comparison for a read of
    // uninitialised memory (a -Werror build failure).
    const sf::Vector2i none(-1, -1);
    const sf::Vector2i at = mouse_ ? tileUnder(*mouse_).value_or(none) : none;
    if (at == none) {
        say("Point at the tile for the top-left corner, then Ctrl+V");
        return;
    }
    const int changed = edit_.paste(*clipboard_, at.x, at.y);
    selection_ = TileRect{at.x, at.y, at.x + clipboard_->width - 1, at.y + clipboard_->height - 1};
    say("Pasted: " + std::to_string(changed) + " tiles changed");
}

void EditorScreen::fillSelection() {
    const auto kind = tileOfTool(tool_);
    if (!selection_ || !kind) {
        say(selection_ ? "F fills with a tile tool (1\u20137)"
                       : "Nothing selected: Ctrl+drag selects tiles (or Shift+drag fills)");
        return;
    }
    say("Filled: " + std::to_string(edit_.fill(*selection_, *kind)) + " tiles changed");
}

void EditorScreen::placeUnderMouse(EditorTool tool) {
    const auto tile = mouse_ ? tileUnder(*mouse_) : std::nullopt;
    if (!tile) {
        say(std::string("Point at a tile to put the ") + toolName(tool) + " there");
        return;
    }
    applyAt(tool, tile->x, tile->y);
}

void EditorScreen::arrow(const sf::Event::KeyEvent& key) {
    if (key.shift == key.control) {
        say("Shift+arrow adds a row or column on that side, Ctrl+arrow removes one");
        return;
    }
    const GridSide side = key.code == sf::Keyboard::Left    ? GridSide::Left
                          : key.code == sf::Keyboard::Right ? GridSide::Right
                          : key.code == sf::Keyboard::Up    ? GridSide::Top
                                                            : GridSide::Bottom;
    const std::string refused = key.shift ? edit_.insertLine(side) : edit_.deleteLine(side);
    selection_.reset();
    say(refused.empty() ? "Size " + std::to_string(edit_.level().width) + " \u00d7 " +
                              std::to_string(edit_.level().height)
                        : refused);
}

void EditorScreen::endStroke() {
    if (drag_ == Drag::Fill || drag_ == Drag::Select) {
        endRectangle();
    }
    drag_ = Drag::None;
    painting_ = false;
    lastPainted_.reset();
    edit_.endStroke();
}

void EditorScreen::endRectangle() {
    if (!dragRect_) {
        return;
    }
    if (drag_ == Drag::Select) {
        selection_ = dragRect_;
        say(std::to_string(dragRect_->width()) + " \u00d7 " + std::to_string(dragRect_->height()) +
            " selected: Ctrl+C copies, F fills with the tool, Esc clears");
    } else if (const auto kind = tileOfTool(tool_)) {
        say("Filled: " + std::to_string(edit_.fill(*dragRect_, *kind)) + " tiles changed");
    }
    dragRect_.reset();
}

void EditorScreen::handleMouse(const sf::Event& event) {
    if (event.type == sf::Event::LostFocus) {
        dragRect_.reset(); // a rectangle half dragged is dropped
        endStroke();       // the button's release goes to another window
        return;
    }
    if (event.type == sf::Event::MouseMoved) {
        mouse_ = sf::Vector2f(static_cast<float>(event.mouseMove.x),
                              static_cast<float>(event.mouseMove.y));
        if (const auto tile = tileUnder(*mouse_)) {
            if (drag_ == Drag::Paint) {
                paintTo(tile->x, tile->y);
            } else if (dragRect_) {
                dragRect_->col1 = tile->x;
                dragRect_->row1 = tile->y;
            }
        }
        return;
    }
    if (event.type == sf::Event::MouseLeft) {
        mouse_.reset();
        return;
    }
    if (event.type == sf::Event::MouseButtonReleased &&
        event.mouseButton.button == sf::Mouse::Left) {
        endStroke();
        return;
    }
    if (event.type != sf::Event::MouseButtonPressed) {
        return;
    }
    const sf::Vector2f pixel(static_cast<float>(event.mouseButton.x),
                             static_cast<float>(event.mouseButton.y));
    mouse_ = pixel;
    quitArmed_ = false;
    if (showSettings_ && event.mouseButton.button == sf::Mouse::Left) {
        const EditorSettingsPanel::Result result = settings_.click(pixel);
        if (!result.message.empty()) {
            say(result.message);
        }
        if (result.used) {
            return;
        }
    }
    if (const auto slot = paletteSlotUnder(pixel)) {
        tool_ = editorTools[*slot];
        say(std::string("Tool: ") + toolName(tool_));
        return;
    }
    const auto tile = tileUnder(pixel);
    if (!tile) {
        return;
    }
    if (event.mouseButton.button == sf::Mouse::Right) {
        tool_ = edit_.toolAt(tile->x, tile->y);
        say(std::string("Picked: ") + toolName(tool_));
    } else if (event.mouseButton.button == sf::Mouse::Left) {
        const bool tileTool = tileOfTool(tool_).has_value();
        if (ctrlHeld() || (shiftHeld() && tileTool)) {
            drag_ = ctrlHeld() ? Drag::Select : Drag::Fill;
            painting_ = true; // checked once the rectangle is done
            dragRect_ = TileRect{tile->x, tile->y, tile->x, tile->y};
            return;
        }
        selection_.reset();
        edit_.beginStroke();
        painting_ = tileTool; // the tee and cup are placed, not dragged
        drag_ = tileTool ? Drag::Paint : Drag::None;
        applyAt(tool_, tile->x, tile->y);
        lastPainted_ = *tile;
        if (!painting_) {
            edit_.endStroke();
        }
    }
}

void EditorScreen::paintTo(int col, int row) {
    const sf::Vector2i from = lastPainted_.value_or(sf::Vector2i(col, row));
    const int steps = std::max(std::abs(col - from.x), std::abs(row - from.y));
    for (int i = 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        applyAt(tool_, static_cast<int>(std::lround(from.x + (col - from.x) * t)),
                static_cast<int>(std::lround(from.y + (row - from.y) * t)));
    }
    lastPainted_ = sf::Vector2i(col, row);
}

void EditorScreen::applyAt(EditorTool tool, int col, int row) {
    if (const std::string refused = edit_.apply(tool, col, row); !refused.empty()) {
        say(refused);
    }
}

void EditorScreen::save() {
    refresh();
    if (!check_.problems.empty()) {
        say("Not saved: fix the problems listed above first");
        return;
    }
    if (const std::string error = writeLevelFile(file_, edit_.level()); !error.empty()) {
        say("Not saved: " + error);
        std::cerr << "minigolf: " << error << '\n';
        return;
    }
    edit_.markSaved();
    created_ = false;
    std::cout << "minigolf: saved " << file_.string() << std::endl;
    say("Saved " + file_.filename().string());
}

void EditorScreen::suggestPar() {
    refresh();
    const bool current = suggestion_.revision() == edit_.revision();
    if (suggestion_.state() == ParSuggestion::State::Running && current) {
        say("Still rating the level: " +
            std::to_string(static_cast<int>(suggestion_.progress() * 100)) + " %");
        return;
    }
    const auto result = current ? suggestion_.result() : std::nullopt;
    if (result && result->suggestedPar > 0) {
        const int delta = result->suggestedPar - edit_.level().par;
        if (delta != 0 && edit_.changePar(delta)) {
            say("Par " + std::to_string(edit_.level().par) + ", as suggested");
            suggestion_.keepFor(edit_.revision()); // par is no part of the rating
            return;
        }
    }
    if (!check_.problems.empty()) {
        say("Cannot rate: fix the problems listed above first");
        return;
    }
    suggestion_.start(edit_.level(), edit_.revision());
    suggestionAnnounced_ = false;
    say("Rating the level in the background: keep editing, R again when it is done");
}

void EditorScreen::followSuggestion() {
    const ParSuggestion::State state = suggestion_.state();
    if (state == ParSuggestion::State::Running && suggestion_.revision() != edit_.revision()) {
        suggestion_.cancel();
        say("Suggest par stopped: the level changed (R rates it again)");
    } else if (state == ParSuggestion::State::Done && !suggestionAnnounced_) {
        suggestionAnnounced_ = true;
        const auto result = suggestion_.result();
        if (!result || result->suggestedPar <= 0) {
            say("No par suggested" + (result && !result->note.empty() ? ": " + result->note : ""));
        } else {
            say("Suggested par " + std::to_string(result->suggestedPar) +
                (result->suggestedPar == edit_.level().par ? ", as it is" : ": R sets it"));
        }
    }
}

std::vector<std::string> EditorScreen::suggestionText() const {
    const bool current = suggestion_.revision() == edit_.revision();
    switch (suggestion_.state()) {
    case ParSuggestion::State::Running:
        return {"rating\u2026 " + std::to_string(static_cast<int>(suggestion_.progress() * 100)) +
                " %"};
    case ParSuggestion::State::Done: {
        const auto result = suggestion_.result();
        if (!current || !result) {
            return {};
        }
        if (result->suggestedPar <= 0) {
            return {"no par suggested"};
        }
        std::vector<std::string> parts{"suggested par " + std::to_string(result->suggestedPar)};
        if (result->suggestedPar != edit_.level().par) {
            parts.emplace_back("R sets it");
        }
        parts.push_back(std::to_string(static_cast<int>(std::lround(result->successRate * 100))) +
                        " % in par");
        if (result->bestStrokes) {
            parts.push_back("best " + std::to_string(*result->bestStrokes));
        }
        return parts;
    }
    case ParSuggestion::State::Idle:
    case ParSuggestion::State::Cancelled:
        break;
    }
    return {};
}

void EditorScreen::startPlay() {
    LevelLoadResult loaded = parseLevel(levelToJson(edit_.level()), file_.string());
    if (!loaded.level) {
        check_.problems = std::move(loaded.errors);
        say("Cannot play: fix the problems listed above first");
        return;
    }
    Round round{.name = loaded.level->name, .path = file_, .holes = {}};
    // No file for the hole: a test play writes no shot log.
    round.holes.push_back({{}, std::move(*loaded.level)});
    play_ = std::make_unique<RoundScreen>(context_, std::move(round),
                                          std::vector<std::string>{"Player 1"}, std::nullopt);
}

void EditorScreen::stopPlay() {
    if (play_) {
        play_->quitting();
        play_.reset();
        say("Back in the editor");
    }
}

void EditorScreen::escape() {
    if (!edit_.modified() || quitArmed_) {
        quit_ = true;
        suggestion_.cancel();
        return;
    }
    quitArmed_ = true;
    say("Unsaved changes: Esc again quits without saving, S saves");
}

void EditorScreen::update(double seconds) {
    seconds_ += seconds;
    if (play_) {
        play_->update(seconds);
        if (play_->finished()) {
            stopPlay();
        }
        return;
    }
    refresh();
    followSuggestion();
}

void EditorScreen::quitting() {
    suggestion_.cancel();
    if (play_) {
        play_->quitting();
    }
}

std::optional<sf::Vector2i> EditorScreen::tileUnder(sf::Vector2f pixel) const {
    const Vec2 world = view_.toWorld(pixel);
    const int col = static_cast<int>(std::floor(world.x));
    const int row = static_cast<int>(std::floor(world.y));
    const Level& level = edit_.level();
    if (col < 0 || row < 0 || col >= level.width || row >= level.height) {
        return std::nullopt;
    }
    return sf::Vector2i(col, row);
}

sf::FloatRect EditorScreen::paletteSlot(int index) const {
    const float width = toolCount * slotSize + (toolCount - 1) * slotGap;
    const float left = windowSize_.x - margin - width;
    return {left + static_cast<float>(index) * (slotSize + slotGap), 10, slotSize, slotSize};
}

std::optional<int> EditorScreen::paletteSlotUnder(sf::Vector2f pixel) const {
    for (int i = 0; i < toolCount; ++i) {
        if (paletteSlot(i).contains(pixel)) {
            return i;
        }
    }
    return std::nullopt;
}

std::string EditorScreen::statusText() const {
    const Level& level = edit_.level();
    std::string text = file_.filename().string() + (edit_.modified() || created_ ? " *" : "") +
                       "   \u00b7   " + std::to_string(level.width) + " \u00d7 " +
                       std::to_string(level.height) + "   \u00b7   " + toolName(tool_);
    if (mouse_) {
        if (const auto tile = tileUnder(*mouse_)) {
            text += "   \u00b7   row " + std::to_string(tile->y + 1) + ", column " +
                    std::to_string(tile->x + 1);
        }
    }
    return text;
}

void EditorScreen::draw(sf::RenderTarget& target) {
    windowSize_ = target.getView().getSize();
    if (play_) {
        play_->draw(target);
        drawPanel(target, {windowSize_.x / 2 - 170, 56, 340, 26}, palette::panel);
        drawText(target, context_.font, "Test play  \u00b7  Esc: back to the editor", 14,
                 {windowSize_.x / 2, 61}, palette::highlight, Align::Centre, true);
        return;
    }
    target.clear(palette::background);
    const Level& level = edit_.level();
    view_.fit(level.width, level.height, levelArea());
    renderer_->draw(target, view_, HoleScene{});
    drawGrid(target);
    drawRectangle(target);
    drawHover(target);
    drawProblems(target);
    if (showSettings_) {
        settings_.place({windowSize_.x - settingsPanelWidth, topHeight, settingsPanelWidth,
                         std::max(1.f, windowSize_.y - topHeight - bottomHeight)});
        settings_.draw(target, context_.font);
    }
    drawTopBar(target);
    drawBottomBar(target);
    if (course_) {
        course_->draw(target, context_.font, windowSize_);
    }
}

sf::FloatRect EditorScreen::levelArea() const {
    const float panel = showSettings_ ? settingsPanelWidth : 0;
    return {margin, topHeight + margin, std::max(1.f, windowSize_.x - 2 * margin - panel),
            std::max(1.f, windowSize_.y - topHeight - bottomHeight - 2 * margin)};
}

void EditorScreen::drawTileRect(sf::RenderTarget& target, const TileRect& rect, sf::Color fill,
                                sf::Color outline) const {
    const sf::Vector2f a =
        view_.toScreen({static_cast<double>(rect.left()), static_cast<double>(rect.top())});
    const sf::Vector2f b = view_.toScreen(
        {static_cast<double>(rect.right() + 1), static_cast<double>(rect.bottom() + 1)});
    drawPanel(target, {a.x + 1, a.y + 1, b.x - a.x - 2, b.y - a.y - 2}, fill, outline, 2);
}

void EditorScreen::drawRectangle(sf::RenderTarget& target) const {
    if (dragRect_ && drag_ == Drag::Fill) {
        const TileRect& r = *dragRect_;
        if (static_cast<long>(r.width()) * r.height() <= 4096) {
            for (int row = r.top(); row <= r.bottom(); ++row) {
                for (int col = r.left(); col <= r.right(); ++col) {
                    const sf::Vector2f corner =
                        view_.toScreen({static_cast<double>(col), static_cast<double>(row)});
                    drawToolIcon(target, tool_, {corner.x, corner.y, view_.scale(), view_.scale()},
                                 0.6f);
                }
            }
        }
        drawTileRect(target, r, sf::Color::Transparent, palette::highlight);
    }
    const std::optional<TileRect>& shown = drag_ == Drag::Select ? dragRect_ : selection_;
    if (shown) {
        drawTileRect(target, *shown, sf::Color(120, 190, 255, 50), sf::Color(120, 190, 255));
    }
}

void EditorScreen::drawGrid(sf::RenderTarget& target) const {
    const Level& level = edit_.level();
    if (view_.scale() < 8) {
        return; // lines closer than this would hide the tiles
    }
    const sf::Color line(255, 255, 255, 26);
    sf::VertexArray lines(sf::Lines);
    for (int col = 0; col <= level.width; ++col) {
        lines.append({view_.toScreen({static_cast<double>(col), 0.0}), line});
        lines.append(
            {view_.toScreen({static_cast<double>(col), static_cast<double>(level.height)}), line});
    }
    for (int row = 0; row <= level.height; ++row) {
        lines.append({view_.toScreen({0.0, static_cast<double>(row)}), line});
        lines.append(
            {view_.toScreen({static_cast<double>(level.width), static_cast<double>(row)}), line});
    }
    target.draw(lines);
}

void EditorScreen::drawHover(sf::RenderTarget& target) const {
    if (!mouse_) {
        return;
    }
    const auto tile = tileUnder(*mouse_);
    if (!tile) {
        return;
    }
    const sf::Vector2f corner =
        view_.toScreen({static_cast<double>(tile->x), static_cast<double>(tile->y)});
    const float size = view_.scale();
    const EditorTool here = edit_.toolAt(tile->x, tile->y);
    const bool keepsFloor = (here == EditorTool::Tee || here == EditorTool::Cup) &&
                            tileOfTool(tool_).value_or(Tile::Open) != Tile::Open;
    if (!painting_ && !keepsFloor) {
        // What a click would put here, see-through so that what is there still shows.
        drawToolIcon(target, tool_, {corner.x, corner.y, size, size}, 0.7f);
    }
    sf::RectangleShape frame({size - 2, size - 2});
    frame.setPosition(corner.x + 1, corner.y + 1);
    frame.setFillColor(sf::Color(255, 214, 92, 40));
    frame.setOutlineColor(palette::highlight);
    frame.setOutlineThickness(2);
    target.draw(frame);
}

void EditorScreen::drawProblems(sf::RenderTarget& target) const {
    if (check_.problems.empty()) {
        return;
    }
    const std::size_t shown = std::min(problemsShown, check_.problems.size());
    const float lineHeight = 20;
    const float height = 12 + lineHeight * static_cast<float>(shown + 1);
    const float top = windowSize_.y - bottomHeight - height - 6;
    drawPanel(target, {margin, top, windowSize_.x - 2 * margin, height}, sf::Color(40, 16, 16, 225),
              problemText, 1);
    std::string title = "The level cannot be saved or played yet";
    if (check_.problems.size() > shown) {
        title += " (" + std::to_string(check_.problems.size()) + " problems, first " +
                 std::to_string(shown) + " shown)";
    }
    drawText(target, context_.font, title + ":", 14, {margin + 10, top + 6}, problemText,
             Align::Left, true);
    for (std::size_t i = 0; i < shown; ++i) {
        drawText(target, context_.font, "\u2022 " + withoutFile(check_.problems[i], file_.string()),
                 14, {margin + 10, top + 6 + lineHeight * static_cast<float>(i + 1)},
                 palette::text);
    }
}

void EditorScreen::drawTopBar(sf::RenderTarget& target) const {
    const Level& level = edit_.level();
    drawPanel(target, {0, 0, windowSize_.x, topHeight}, palette::panel);
    float x = margin;
    x += drawText(target, context_.font, "Editor", 20, {x, 8}, palette::highlight, Align::Left,
                  true);
    x += 14;
    if (newName_) {
        const float width = textWidth(context_.font, newName_->text(), 20);
        drawPanel(target, {x - 4, 5, width + 16, 30}, sf::Color(255, 214, 92, 40),
                  palette::highlight, 1);
        drawText(target, context_.font, newName_->text(), 20, {x, 8}, palette::text);
        drawPanel(target, {x + width + 3, 10, 2, 22}, palette::highlight); // the caret
    } else {
        drawText(target, context_.font, level.name, 20, {x, 8}, palette::text);
    }
    const std::vector<std::string> suggestion = suggestionText();
    const float width =
        drawText(target, context_.font,
                 "Par " + std::to_string(level.par) + "  (+/\u2212" +
                     (suggestion.empty() ? ", R" : "") + ")   \u00b7   " +
                     std::to_string(level.width) + " \u00d7 " + std::to_string(level.height) +
                     (suggestion.empty() ? " tiles  (Shift/Ctrl+arrows)" : " tiles"),
                 13, {x, 35}, palette::dimText);
    // As many parts of the suggestion as fit before the palette, the most useful first.
    const float room = paletteSlot(0).left - 16 - (x + width + 12);
    std::string shown;
    for (const std::string& part : suggestion) {
        const std::string longer = shown + "  \u00b7  " + part;
        if (textWidth(context_.font, fromUtf8(longer), 13) > room) {
            break;
        }
        shown = longer;
    }
    drawText(target, context_.font, shown, 13, {x + width + 10, 35}, palette::highlight);
    for (int i = 0; i < toolCount; ++i) {
        const sf::FloatRect slot = paletteSlot(i);
        const bool chosen = editorTools[i] == tool_;
        drawPanel(target, {slot.left - 3, slot.top - 3, slot.width + 6, slot.height + 6},
                  chosen ? sf::Color(255, 214, 92, 60) : sf::Color(40, 48, 58),
                  chosen ? palette::highlight : sf::Color(70, 80, 92), 2);
        if (editorTools[i] == EditorTool::Tee || editorTools[i] == EditorTool::Cup) {
            drawPanel(target, slot, palette::turf);
        }
        drawToolIcon(target, editorTools[i], slot);
        // The key number in the corner, on a dark tab so it reads on every tile.
        drawPanel(target, {slot.left, slot.top + slot.height - 15, 13, 15},
                  sf::Color(0, 0, 0, 170));
        drawText(target, context_.font, std::to_string(i + 1), 11,
                 {slot.left + 3, slot.top + slot.height - 15},
                 chosen ? palette::highlight : palette::text);
    }
}

void EditorScreen::drawBottomBar(sf::RenderTarget& target) const {
    const float top = windowSize_.y - bottomHeight;
    drawPanel(target, {0, top, windowSize_.x, bottomHeight}, palette::panel);
    drawText(target, context_.font, statusText(), 15, {margin, top + 7}, palette::text);
    std::string verdict;
    sf::Color colour = problemText;
    if (!check_.problems.empty()) {
        verdict = std::to_string(check_.problems.size()) +
                  (check_.problems.size() == 1 ? " problem" : " problems");
    } else if (check_.reachability == Reachability::Reachable) {
        verdict = "\u2713 cup reachable";
        colour = goodText;
    } else if (check_.reachability == Reachability::Unreachable) {
        verdict = "\u2715 cup cannot be reached";
    } else {
        verdict = "too large to search for a path";
        colour = palette::dimText;
    }
    drawText(target, context_.font, verdict, 15, {windowSize_.x - margin, top + 7}, colour,
             Align::Right, true);
    if (newName_) {
        drawText(target, context_.font,
                 "Type the level's name  \u00b7  Enter keeps it  \u00b7  Esc cancels", 14,
                 {margin, top + 33}, palette::highlight, Align::Left, true);
    } else if (seconds_ < messageUntil_ || quitArmed_) {
        drawText(target, context_.font, message_, 14, {margin, top + 33}, palette::highlight,
                 Align::Left, true);
    } else {
        drawText(
            target, context_.font,
            "1\u20139 tool  \u00b7  click paint  \u00b7  Shift+drag fill  \u00b7  Ctrl+drag select "
            " "
            "\u00b7  T/C tee/cup  \u00b7  Tab settings  \u00b7  K course  \u00b7  Ctrl+Z undo  "
            "\u00b7  S save  \u00b7  P play",
            13, {margin, top + 35}, palette::dimText);
    }
}

} // namespace golf::game

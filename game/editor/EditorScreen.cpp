#include "EditorScreen.hpp"

#include "EditorIcons.hpp"
#include "EditorLayout.hpp"
#include "EditorRating.hpp"
#include "Hud.hpp"
#include "Palette.hpp"
#include "SpecialTiles.hpp"
#include "Ui.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>

namespace golf::game {

using namespace editor;

namespace {

/// The tool a key chooses: a number (1 is the first of the palette) or, without Ctrl, an
/// element tool's letter.
std::optional<EditorTool> toolForKey(const sf::Event::KeyEvent& event) {
    const sf::Keyboard::Key key = event.code;
    if (key >= sf::Keyboard::A && key <= sf::Keyboard::Z && !event.control) {
        for (const EditorTool tool : editorTools) {
            if (toolLetter(tool) != 0 && key == sf::Keyboard::A + (toolLetter(tool) - 'A')) {
                return tool;
            }
        }
        return std::nullopt;
    }
    int index = -1;
    if (key >= sf::Keyboard::Num1 && key <= sf::Keyboard::Num9) {
        index = key - sf::Keyboard::Num1;
    } else if (key >= sf::Keyboard::Numpad1 && key <= sf::Keyboard::Numpad9) {
        index = key - sf::Keyboard::Numpad1;
    }
    if (index < 0 || index >= numberedTools) {
        return std::nullopt;
    }
    return editorTools[index];
}

} // namespace

EditorScreen::EditorScreen(GameContext& context, std::filesystem::path file, Level level,
                           bool created)
    : context_(context), file_(std::move(file)), edit_(std::move(level)), created_(created),
      settings_(edit_), elements_(edit_), suggestion_(editorRating()) {
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
    const bool elementShown = elements_.selected().has_value();
    if (elementShown && (elements_.typing() || event.type == sf::Event::KeyPressed)) {
        const EditorElementPanel::Result result = elements_.handle(event);
        if (!result.message.empty()) {
            say(result.message);
        }
        if (result.used) {
            return;
        }
    } else if (showSettings_ && (settings_.typing() || event.type == sf::Event::KeyPressed)) {
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
    if (const auto tool = toolForKey(key)) {
        chooseTool(*tool);
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
        if (elements_.selected()) {
            elements_.select(std::nullopt);
            say("Deselected");
        } else if (selection_) {
            selection_.reset();
            say("Selection cleared");
        } else {
            escape();
        }
        break;
    case sf::Keyboard::Tab:
        // The level's settings take the panel's place from a selected element.
        showSettings_ = elements_.selected() || !showSettings_;
        elements_.select(std::nullopt);
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
    if (!selection_ || !(tileOfTool(tool_) || isSpecialTileTool(tool_))) {
        say(selection_ ? "F fills with a tile tool (1\u20137)"
                       : "Nothing selected: Ctrl+drag selects tiles (or Shift+drag fills)");
        return;
    }
    say("Filled: " + std::to_string(fillRect(*selection_)) + " tiles changed");
}

int EditorScreen::fillRect(const TileRect& rect) {
    if (isSpecialTileTool(tool_)) {
        // Tile by tile, each checked by the loader, as one undo step.
        const Level& level = edit_.level();
        int changedTiles = 0;
        edit_.beginStroke();
        for (int row = std::max(0, rect.top()); row <= std::min(level.height - 1, rect.bottom());
             ++row) {
            for (int col = std::max(0, rect.left()); col <= std::min(level.width - 1, rect.right());
                 ++col) {
                const unsigned long before = edit_.revision();
                (void)edit_.apply(tool_, col, row);
                changedTiles += edit_.revision() != before ? 1 : 0;
            }
        }
        edit_.endStroke();
        return changedTiles;
    }
    if (tool_ == EditorTool::Floor) {
        return edit_.fill(rect, edit_.floor());
    }
    return edit_.fill(rect, *tileOfTool(tool_));
}

// Choosing the Floor tool again steps through the floors: grass, sand, ice, water, the four
// slopes and the level's legend tiles, so that the palette keeps its nine slots.
void EditorScreen::chooseTool(EditorTool tool) {
    if (tool == EditorTool::Floor && tool_ == EditorTool::Floor) {
        const std::vector<Surface> choices = edit_.floorChoices();
        std::size_t next = 0;
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (choices[i] == edit_.floor()) {
                next = (i + 1) % choices.size();
            }
        }
        edit_.setFloor(choices[next]);
    }
    if (tool == EditorTool::Gate && tool_ == EditorTool::Gate) {
        edit_.turnGate();
    }
    tool_ = tool;
    say(std::string("Tool: ") + toolLabel() + toolHint(tool_));
}

std::string EditorScreen::toolHint(EditorTool tool) {
    switch (tool) {
    case EditorTool::Floor:
        return "   (1 again: the next floor)";
    case EditorTool::Windmill:
        return "   (a click puts its pivot at the tile's centre)";
    case EditorTool::Slider:
        return "   (drag from where it starts to where it turns back)";
    case EditorTool::Teleport:
        return "   (drag from its entry to its exit)";
    case EditorTool::Bumper:
        return "   (walls that add speed: restitution 1.25, a corner one over a triangle; "
               "V selects one to change it)";
    case EditorTool::DeadWall:
        return "   (walls that keep little speed: restitution 0.3, a corner one over a triangle)";
    case EditorTool::Gate:
        return "   (one-way: G again turns it)";
    case EditorTool::Remove:
        return "   (a click removes the element or special tile under it)";
    case EditorTool::Select:
        return "   (a click selects an element: the panel edits its keys)";
    default:
        return "";
    }
}

void EditorScreen::placeElement(Vec2 from, Vec2 to) {
    const std::string refused = edit_.placeElement(tool_, from, to);
    if (!refused.empty()) {
        say("Refused: " + refused);
    } else if (tool_ == EditorTool::Remove) {
        say("Removed (Ctrl+Z brings it back)");
    } else {
        const Level& level = edit_.level();
        say(std::string("Placed a ") + toolName(tool_) + ": " +
            std::to_string(level.movers.size()) + " movers, " +
            std::to_string(level.teleports.size()) + " teleports (V selects one to edit its keys)");
    }
}

void EditorScreen::selectAt(Vec2 at) {
    const auto element = elementAt(edit_.level(), at, removeReach);
    elements_.select(element);
    say(element ? "Selected " + elementName(edit_.level(), *element) +
                      ": \u2191\u2193 choose a key, \u2190\u2192 step it, Enter types, Esc "
                      "deselects"
                : "Nothing to select here: click a pivot, a slider's end, a teleport or a "
                  "special tile");
}

bool EditorScreen::panelShown() const {
    return showSettings_ || elements_.selected().has_value();
}

std::string EditorScreen::toolLabel() const {
    if (tool_ == EditorTool::Gate) {
        return "gate: pass " + std::to_string(edit_.gatePass()) + "\u00b0";
    }
    return tool_ == EditorTool::Floor ? "floor: " + surfaceName(edit_.floor()) : toolName(tool_);
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
    } else if (tileOfTool(tool_) || isSpecialTileTool(tool_)) {
        say("Filled: " + std::to_string(fillRect(*dragRect_)) + " tiles changed");
    }
    dragRect_.reset();
}

void EditorScreen::handleMouse(const sf::Event& event) {
    if (event.type == sf::Event::LostFocus) {
        elementFrom_.reset(); // so is a slider or teleport half dragged
        dragRect_.reset();    // a rectangle half dragged is dropped
        endStroke();          // the button's release goes to another window
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
        if (drag_ == Drag::Element && elementFrom_) {
            const sf::Vector2f pixel(static_cast<float>(event.mouseButton.x),
                                     static_cast<float>(event.mouseButton.y));
            if (tileUnder(pixel)) {
                placeElement(*elementFrom_, view_.toWorld(pixel));
            } else {
                say("Not placed: let go inside the level");
            }
        }
        elementFrom_.reset();
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
    if (event.mouseButton.button == sf::Mouse::Left && elements_.selected()) {
        const EditorElementPanel::Result result = elements_.click(pixel);
        if (!result.message.empty()) {
            say(result.message);
        }
        if (result.used) {
            return;
        }
    } else if (showSettings_ && event.mouseButton.button == sf::Mouse::Left) {
        const EditorSettingsPanel::Result result = settings_.click(pixel);
        if (!result.message.empty()) {
            say(result.message);
        }
        if (result.used) {
            return;
        }
    }
    if (const auto slot = paletteSlotUnder(pixel)) {
        chooseTool(editorTools[*slot]);
        return;
    }
    const auto tile = tileUnder(pixel);
    if (!tile) {
        return;
    }
    if (event.mouseButton.button == sf::Mouse::Right) {
        tool_ = edit_.toolAt(tile->x, tile->y);
        if (tool_ == EditorTool::Floor) {
            edit_.setFloor(edit_.level().surfaceAt(tile->x, tile->y));
        }
        if (const int gate = gateEntryAt(edit_.level(), tile->x, tile->y); gate != 0) {
            edit_.setGatePass(edit_.level().gates[gate - 1].pass);
        }
        // An element under the mouse is selected too, its keys in the panel.
        if (const auto element = elementAt(edit_.level(), view_.toWorld(pixel), removeReach)) {
            elements_.select(element);
            say("Picked: " + toolLabel() + "; selected " + elementName(edit_.level(), *element));
        } else {
            say(std::string("Picked: ") + toolLabel());
        }
    } else if (event.mouseButton.button == sf::Mouse::Left) {
        const bool tileTool = tileOfTool(tool_).has_value() || isSpecialTileTool(tool_);
        if (ctrlHeld() || (shiftHeld() && tileTool)) {
            drag_ = ctrlHeld() ? Drag::Select : Drag::Fill;
            painting_ = true; // checked once the rectangle is done
            dragRect_ = TileRect{tile->x, tile->y, tile->x, tile->y};
            return;
        }
        selection_.reset();
        if (tool_ == EditorTool::Select) {
            selectAt(view_.toWorld(pixel));
            return;
        }
        if (isElementTool(tool_)) {
            // A slider or a teleport joins the tiles where the drag starts and ends; the
            // others act at once.
            const Vec2 at = view_.toWorld(pixel);
            if (tool_ == EditorTool::Slider || tool_ == EditorTool::Teleport) {
                drag_ = Drag::Element;
                elementFrom_ = at;
            } else {
                placeElement(at, at);
            }
            return;
        }
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
            const std::string leaning =
                result->parCertain ? ""
                                   : " (uncertain, leans " + std::to_string(result->parLeans) + ")";
            say("Suggested par " + std::to_string(result->suggestedPar) + leaning +
                (result->suggestedPar == edit_.level().par ? ", as it is" : ": R sets it"));
        }
    }
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
                                          std::vector<std::string>{"Player 1"}, std::nullopt,
                                          "Back to editor");
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

} // namespace golf::game

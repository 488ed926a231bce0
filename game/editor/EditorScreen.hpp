#pragma once

/// \file
/// The level editor (`minigolf --edit LEVEL`): paints tiles, places the tee and the cup,
/// changes par and size, undoes, checks the level with the loader's rules, saves, and plays
/// the level being edited.

#include "BoardView.hpp"
#include "EditorCoursePanel.hpp"
#include "EditorElementPanel.hpp"
#include "EditorSettingsPanel.hpp"
#include "EditorTextField.hpp"
#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "LevelEdit.hpp"
#include "ParSuggestion.hpp"
#include "RoundScreen.hpp"
#include "Screen.hpp"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/String.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Edits one level file. Keys 1-9 choose a tool of the palette (also clickable), W, L, E, B,
/// D, G, X, V its element tools (windmill, slider and teleport, dragged from start to end;
/// bumper, dead wall and gate tiles, G again turning the gate; remove; select, whose element's
/// keys the element panel edits, its mover's swept region drawn); a left click or drag paints it,
/// Shift+drag fills a rectangle, Ctrl+drag selects one (Ctrl+C copies, Ctrl+V pastes at the mouse,
/// F fills), a right click picks what is under the mouse; T/C place the tee/cup under the mouse;
/// +/- (PageUp/PageDown) change par; Shift+arrow adds a row or column on that side, Ctrl+arrow
/// removes one; Tab shows the settings panel, K the course panel; R suggests par (rated in the
/// background); N renames; Ctrl+Z undoes, Ctrl+Y redoes; S saves (only a level the loader accepts);
/// P plays it (Escape comes back); Escape quits, twice with unsaved changes. docs/editor.md.
class EditorScreen : public Screen {
  public:
    /// Edits `level`, saved to `file`; `created` says the file does not exist yet.
    EditorScreen(GameContext& context, std::filesystem::path file, Level level, bool created);

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return quit_; }
    void quitting() override;

  private:
    /// Chooses a palette tool; the Floor tool chosen again steps to the next floor.
    void chooseTool(EditorTool tool);
    /// What to do with a tool, shown when it is chosen ("" for most).
    [[nodiscard]] static std::string toolHint(EditorTool tool);
    /// The element tool's edit for a drag from `from` to `to` (world units), with its message.
    void placeElement(Vec2 from, Vec2 to);
    /// Selects the element a click at `at` (world units) takes hold of, if any.
    void selectAt(Vec2 at);
    /// True while a side panel (settings or element) takes the window's right-hand side.
    [[nodiscard]] bool panelShown() const;
    /// The tool's name for the status line, with the floor the Floor tool paints.
    [[nodiscard]] std::string toolLabel() const;
    /// Fills `rect` with the tool (the Floor tool's floor); returns the tiles changed.
    int fillRect(const TileRect& rect);
    void handleKey(const sf::Event::KeyEvent& key);
    /// Typing the level's new name (after N): text, Backspace, Enter keeps, Escape cancels.
    void handleRename(const sf::Event& event);
    /// Keeps track of Shift and Ctrl (mouse events do not carry them).
    void trackModifiers(const sf::Event& event);
    [[nodiscard]] bool shiftHeld() const;
    [[nodiscard]] bool ctrlHeld() const;
    /// Ctrl+C, Ctrl+V, Ctrl+A, F: the selection and the clipboard.
    void copySelection();
    void pasteAtMouse();
    void fillSelection();
    /// Ends a Shift+drag (fills) or a Ctrl+drag (selects).
    void endRectangle();
    /// The level's area of the window (narrower while the settings panel shows).
    [[nodiscard]] sf::FloatRect levelArea() const;
    void handleMouse(const sf::Event& event);
    /// Applies the tool along the tiles from the last painted one to (col, row), so that a
    /// fast drag leaves no gaps.
    void paintTo(int col, int row);
    void applyAt(EditorTool tool, int col, int row);
    /// Places the tee or the cup on the tile under the mouse (keys T and C).
    void placeUnderMouse(EditorTool tool);
    /// Shift+arrow adds a row or column on that side, Ctrl+arrow removes the outermost one.
    void arrow(const sf::Event::KeyEvent& key);
    /// Ends a drag: its edits become one undo step and are checked.
    void endStroke();
    void save();
    /// R: starts rating the level in the background, or sets the par it suggested.
    void suggestPar();
    /// Cancels a rating whose level has changed since it started.
    void followSuggestion();
    /// The suggestion's state for the top bar, in parts, the most useful first (none when
    /// there is nothing to show).
    [[nodiscard]] std::vector<std::string> suggestionText() const;
    void startPlay();
    void stopPlay();
    void escape();
    void say(const std::string& text);
    /// Refreshes the loader's verdict and the picture after the level changed.
    void refresh();

    /// The tile under a window pixel, if it is inside the level.
    [[nodiscard]] std::optional<sf::Vector2i> tileUnder(sf::Vector2f pixel) const;
    /// The palette slot under a window pixel, if any.
    [[nodiscard]] std::optional<int> paletteSlotUnder(sf::Vector2f pixel) const;
    [[nodiscard]] sf::FloatRect paletteSlot(int index) const;
    [[nodiscard]] std::string statusText() const;

    void drawTopBar(sf::RenderTarget& target) const;
    void drawBottomBar(sf::RenderTarget& target) const;
    void drawGrid(sf::RenderTarget& target) const;
    void drawHover(sf::RenderTarget& target) const;
    void drawProblems(sf::RenderTarget& target) const;
    /// The elements' handles (pivots, a slider's track, a teleport's entry-to-exit line) and
    /// the slider or teleport being dragged.
    void drawElementHandles(sf::RenderTarget& target) const;
    /// The selected element: a mover's swept region (what it covers over a period), a
    /// teleport's two discs, a special tile's frame.
    void drawSelectedElement(sf::RenderTarget& target) const;
    /// The selection, or the rectangle being dragged.
    void drawRectangle(sf::RenderTarget& target) const;
    void drawTileRect(sf::RenderTarget& target, const TileRect& rect, sf::Color fill,
                      sf::Color outline) const;

    GameContext& context_;
    std::filesystem::path file_;
    LevelEdit edit_;
    bool created_;
    std::unique_ptr<HoleRenderer> renderer_;
    unsigned long shownRevision_ = 0;
    LevelCheck check_;
    unsigned long checkedRevision_ = 0;
    BoardView view_;
    sf::Vector2f windowSize_{1024, 720};

    EditorTool tool_ = EditorTool::Wall;
    /// What a left drag does: paint tiles, fill a rectangle (Shift) or select one (Ctrl).
    /// (Element: a slider or a teleport from the tile where it starts.)
    enum class Drag { None, Paint, Fill, Select, Element };
    Drag drag_ = Drag::None;
    bool painting_ = false;
    std::optional<TileRect> dragRect_;  ///< the rectangle of a Fill or Select drag
    std::optional<Vec2> elementFrom_;   ///< where an Element drag started (world units)
    std::optional<TileRect> selection_; ///< Ctrl+drag, Ctrl+A
    std::optional<TileBlock> clipboard_;
    bool shiftDown_ = false;
    bool ctrlDown_ = false;
    EditorSettingsPanel settings_;
    bool showSettings_ = false;
    EditorElementPanel elements_; ///< shown instead of the settings while an element is selected
    std::unique_ptr<EditorCoursePanel> course_;
    ParSuggestion suggestion_;
    bool suggestionAnnounced_ = true; ///< the finished rating's message has been shown
    std::optional<sf::Vector2i> lastPainted_;
    std::optional<sf::Vector2f> mouse_;
    std::unique_ptr<RoundScreen> play_;

    double seconds_ = 0;
    std::string message_;
    double messageUntil_ = 0;
    bool quitArmed_ = false;                 ///< Escape pressed once with unsaved changes
    std::optional<EditorTextField> newName_; ///< the name being typed, while renaming
    bool quit_ = false;
};

} // namespace golf::game

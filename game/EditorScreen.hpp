#pragma once

/// \file
/// The level editor (`minigolf --edit LEVEL`): paints tiles, places the tee and the cup,
/// changes par and size, undoes, checks the level with the loader's rules, saves, and plays
/// the level being edited.

#include "BoardView.hpp"
#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "LevelEdit.hpp"
#include "RoundScreen.hpp"
#include "Screen.hpp"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/String.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace golf::game {

/// Edits one level file. Keys 1-9 choose a tool of the palette (also clickable); a left click
/// or drag paints it, a right click picks what is under the mouse; T/C place the tee/cup under
/// the mouse; +/- (PageUp/PageDown) change par; Shift+arrows grow or shrink the grid at the
/// right and the bottom; N renames; Ctrl+Z undoes, Ctrl+Y redoes; S saves (only a level the loader
/// accepts); P plays it (Escape comes back); Escape quits, twice with unsaved changes.
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
    void handleKey(const sf::Event::KeyEvent& key);
    /// Typing the level's new name (after N): text, Backspace, Enter keeps, Escape cancels.
    void handleRename(const sf::Event& event);
    void handleMouse(const sf::Event& event);
    /// Applies the tool along the tiles from the last painted one to (col, row), so that a
    /// fast drag leaves no gaps.
    void paintTo(int col, int row);
    void applyAt(EditorTool tool, int col, int row);
    /// Places the tee or the cup on the tile under the mouse (keys T and C).
    void placeUnderMouse(EditorTool tool);
    /// Shift+arrows: grow or shrink the grid at the right or the bottom.
    void arrow(const sf::Event::KeyEvent& key);
    /// Ends a drag: its edits become one undo step and are checked.
    void endStroke();
    void resizeBy(int columns, int rows);
    void save();
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
    bool painting_ = false;
    std::optional<sf::Vector2i> lastPainted_;
    std::optional<sf::Vector2f> mouse_;
    std::unique_ptr<RoundScreen> play_;

    double seconds_ = 0;
    std::string message_;
    double messageUntil_ = 0;
    bool quitArmed_ = false;            ///< Escape pressed once with unsaved changes
    std::optional<sf::String> newName_; ///< the name being typed, while renaming
    bool swallowN_ = false;             ///< the N that started renaming also arrives as text
    bool quit_ = false;
};

} // namespace golf::game

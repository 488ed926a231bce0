#include "StartScreen.hpp"

#include "ComputerOption.hpp"
#include "Palette.hpp"
#include "Ui.hpp"
#include "golf/physics/match.hpp"

#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <cmath>
#include <utility>

namespace golf::game {

namespace {

constexpr std::size_t maxNameLength = 16;

sf::String defaultName(int index) {
    return "Player " + std::to_string(index + 1);
}

/// The card's height for `players` rows: course, players, the rows, the party's row, buttons.
float startCardHeight(int players) {
    return 242 + 34.f * static_cast<float>(players);
}

/// The key help under the card: its lines and the height they take from the first's top.
constexpr float startHelpHeight = 98;
/// Where the card begins under the full title band, and under the compact one.
constexpr float startCardTopFull = 194;
constexpr float startCardTopCompact = 84;
/// The card (600 pixels, its chips inside) and a margin of 20 each side.
constexpr float startContentWidth = 640;

/// `event` (a mouse move or press, window pixels) in the coordinates of a view `scale` times
/// the window's size from the origin.
sf::Event scaledMouse(sf::Event event, float scale) {
    const auto scaled = [scale](int pixel) {
        return static_cast<int>(std::lround(static_cast<float>(pixel) * scale));
    };
    if (event.type == sf::Event::MouseMoved) {
        event.mouseMove.x = scaled(event.mouseMove.x);
        event.mouseMove.y = scaled(event.mouseMove.y);
    } else {
        event.mouseButton.x = scaled(event.mouseButton.x);
        event.mouseButton.y = scaled(event.mouseButton.y);
    }
    return event;
}

} // namespace

StartScreen::StartScreen(const sf::Font& font, std::vector<Round> rounds, PartyOptions party)
    : font_(font), rounds_(std::move(rounds)), kinds_(static_cast<std::size_t>(maxPlayers)),
      handicaps_(static_cast<std::size_t>(maxPlayers), 0), strokeLimit_(party.strokeLimit),
      turnOrder_(party.turnOrder) {
    for (std::size_t i = 0; i < party.handicaps.size() && i < handicaps_.size(); ++i) {
        handicaps_[i] = party.handicaps[i];
    }
    for (int i = 0; i < maxPlayers; ++i) {
        names_.push_back(defaultName(i));
        typed_.push_back(false);
    }
}

void StartScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        handleKey(event.key);
        return;
    }
    if (event.type == sf::Event::TextEntered) {
        typeCharacter(event.text.unicode);
        return;
    }
    if (event.type != sf::Event::MouseMoved && event.type != sf::Event::MouseButtonPressed) {
        return;
    }
    handleMouse(scaledMouse(event, scale_));
}

void StartScreen::handleMouse(const sf::Event& event) {
    // The buttons take the mouse only: their keys (arrows, Enter) mean other things here.
    if (const auto picked = buttons_.handle(event)) {
        (*picked == 0 ? done_ : quit_) = true;
        return;
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        click({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Right) {
        const sf::Vector2f at{static_cast<float>(event.mouseButton.x),
                              static_cast<float>(event.mouseButton.y)};
        for (std::size_t i = 0; i < handicapChips_.size() && static_cast<int>(i) < players_; ++i) {
            if (handicapChips_[i].contains(at)) {
                stepHandicap(static_cast<int>(i), -1);
            }
        }
    }
}

void StartScreen::setPlayers(int players) {
    players_ = std::clamp(players, 1, maxPlayers);
    editing_ = std::min(editing_, players_ - 1);
}

sf::String StartScreen::defaultNameOf(int index) const {
    const std::optional<ComputerLevel>& kind = kinds_[static_cast<std::size_t>(index)];
    return kind ? sf::String(computerName(index, *kind)) : defaultName(index);
}

void StartScreen::cycleKind(int index) {
    std::optional<ComputerLevel>& kind = kinds_[static_cast<std::size_t>(index)];
    if (!kind) {
        kind = ComputerLevel::Easy;
    } else if (*kind == ComputerLevel::Hard) {
        kind.reset();
    } else {
        kind = static_cast<ComputerLevel>(static_cast<int>(*kind) + 1);
    }
    if (!typed_[static_cast<std::size_t>(index)]) {
        names_[static_cast<std::size_t>(index)] = defaultNameOf(index); // a typed name stays
    }
}

void StartScreen::stepHandicap(int index, int step) {
    int& handicap = handicaps_[static_cast<std::size_t>(index)];
    handicap = (handicap + step + maxHandicap + 1) % (maxHandicap + 1);
}

void StartScreen::stepStrokeLimit(int step) {
    strokeLimit_ = std::clamp(strokeLimit_ + step, 0, maxStrokeLimit);
}

PartyOptions StartScreen::party() const {
    return {strokeLimit_, {handicaps_.begin(), handicaps_.begin() + players_}, turnOrder_};
}

std::vector<std::optional<ComputerLevel>> StartScreen::computers() const {
    return {kinds_.begin(), kinds_.begin() + players_};
}

void StartScreen::click(sf::Vector2f pixel) {
    if (fewer_.contains(pixel)) {
        setPlayers(players_ - 1);
    } else if (more_.contains(pixel)) {
        setPlayers(players_ + 1);
    } else if (previousCourse_.contains(pixel)) {
        roundIndex_ = (roundIndex_ + rounds_.size() - 1) % rounds_.size();
    } else if (nextCourse_.contains(pixel)) {
        roundIndex_ = (roundIndex_ + 1) % rounds_.size();
    } else if (fewerStrokes_.contains(pixel)) {
        stepStrokeLimit(-1);
    } else if (moreStrokes_.contains(pixel)) {
        stepStrokeLimit(1);
    } else if (turnChip_.contains(pixel)) {
        turnOrder_ = turnOrder_ == TurnOrder::Fixed ? TurnOrder::FarthestFirst : TurnOrder::Fixed;
    }
    for (std::size_t i = 0; i < handicapChips_.size() && static_cast<int>(i) < players_; ++i) {
        if (handicapChips_[i].contains(pixel)) {
            stepHandicap(static_cast<int>(i), 1);
            return;
        }
    }
    for (std::size_t i = 0; i < kindChips_.size() && static_cast<int>(i) < players_; ++i) {
        if (kindChips_[i].contains(pixel)) {
            cycleKind(static_cast<int>(i));
            return;
        }
    }
    for (std::size_t i = 0; i < rows_.size() && static_cast<int>(i) < players_; ++i) {
        if (rows_[i].contains(pixel)) {
            editing_ = static_cast<int>(i);
        }
    }
}

void StartScreen::handleKey(const sf::Event::KeyEvent& key) {
    switch (key.code) {
    case sf::Keyboard::Up:
        setPlayers(players_ + 1);
        break;
    case sf::Keyboard::Down:
        setPlayers(players_ - 1);
        break;
    case sf::Keyboard::Tab:
        editing_ = (editing_ + (key.shift ? players_ - 1 : 1)) % players_;
        break;
    case sf::Keyboard::Left:
        roundIndex_ = (roundIndex_ + rounds_.size() - 1) % rounds_.size();
        break;
    case sf::Keyboard::Right:
        roundIndex_ = (roundIndex_ + 1) % rounds_.size();
        break;
    case sf::Keyboard::F2:
        cycleKind(editing_);
        break;
    case sf::Keyboard::F3:
        turnOrder_ = turnOrder_ == TurnOrder::Fixed ? TurnOrder::FarthestFirst : TurnOrder::Fixed;
        break;
    case sf::Keyboard::F4:
        stepHandicap(editing_, key.shift ? -1 : 1);
        break;
    case sf::Keyboard::PageUp:
        stepStrokeLimit(1);
        break;
    case sf::Keyboard::PageDown:
        stepStrokeLimit(-1);
        break;
    case sf::Keyboard::Enter:
        done_ = true;
        break;
    case sf::Keyboard::Escape:
        quit_ = true;
        break;
    default:
        break;
    }
}

void StartScreen::typeCharacter(sf::Uint32 character) {
    const auto index = static_cast<std::size_t>(editing_);
    sf::String& name = names_[index];
    // Tab, Enter and Escape also arrive as text; they are keys, not part of a name.
    const bool printable = character >= 32 && character != 127;
    if (!printable && character != 8) {
        return;
    }
    if (!typed_[index]) {
        name.clear(); // the first key replaces the default name, as a selected text would be
        typed_[index] = true;
    }
    if (character == 8) { // backspace
        if (!name.isEmpty()) {
            name.erase(name.getSize() - 1);
        }
    } else if (name.getSize() < maxNameLength) {
        name += character;
    }
}

void StartScreen::update(double seconds) {
    seconds_ += seconds;
}

std::vector<std::string> StartScreen::names() const {
    std::vector<std::string> result;
    for (int i = 0; i < players_; ++i) {
        sf::String name = names_[static_cast<std::size_t>(i)];
        if (name.isEmpty()) {
            name = defaultNameOf(i);
        }
        const std::basic_string<sf::Uint8> utf8 = name.toUtf8();
        result.emplace_back(utf8.begin(), utf8.end());
    }
    return result;
}

Round StartScreen::takeRound() {
    return std::move(rounds_[roundIndex_]);
}

StartScreen::Layout StartScreen::layoutFor(sf::Vector2f window) const {
    // The key help sits at the window's bottom, under the card: the full title band while
    // they fit, a compact one when they do not (six players and more at 1024x720), and below
    // that (8 players in the smallest window, 640x400) everything scaled down alike.
    const float needed = startCardHeight(players_) + 12 + startHelpHeight;
    if (window.y >= startCardTopFull + needed && window.x >= startContentWidth) {
        return {startCardTopFull, 1};
    }
    const float scale =
        std::max({1.f, (startCardTopCompact + needed) / window.y, startContentWidth / window.x});
    return {startCardTopCompact, scale};
}

void StartScreen::drawBackdrop(sf::RenderTarget& target, bool compact) {
    const sf::Vector2f size = target.getView().getSize();
    const Round& round = rounds_[roundIndex_];
    if (!backdrop_ || backdropIndex_ != roundIndex_) {
        backdrop_ = std::make_unique<HoleRenderer>(round.holes.front().level,
                                                   HoleRenderer::EnclosedVoid::AsWall);
        backdropIndex_ = roundIndex_;
    }
    const Level& level = round.holes.front().level;
    BoardView view;
    view.fit(level.width, level.height, {20, 190, size.x - 40, std::max(1.f, size.y - 290)});
    backdrop_->draw(target, view, HoleScene{});
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(16, 22, 30, 215));
    // A band of turf behind the title, so the screen looks like the game.
    const float cx = size.x / 2;
    if (compact) {
        drawPanel(target, {0, 6, size.x, 58}, palette::turf);
        drawPanel(target, {0, 64, size.x, 6}, palette::wallFace);
        drawDot(target, {cx + 150, 35}, 12, palette::cup);
        drawDot(target, {cx - 160, 42}, 8, palette::player(0));
        drawText(target, font_, "minigolf", 40, {cx, 8}, palette::text, Align::Centre, true);
        return;
    }
    drawPanel(target, {0, 40, size.x, 130}, palette::turf);
    drawPanel(target, {0, 170, size.x, 10}, palette::wallFace);
    drawDot(target, {cx + 230, 105}, 16, palette::cup);
    drawDot(target, {cx - 250, 120}, 10, palette::player(0));
    drawText(target, font_, "minigolf", 64, {cx, 62}, palette::text, Align::Centre, true);
}

void StartScreen::draw(sf::RenderTarget& target) {
    const sf::View window = target.getView();
    const Layout layout = layoutFor(window.getSize());
    scale_ = layout.scale;
    target.setView(sf::View(
        sf::FloatRect(0, 0, window.getSize().x * layout.scale, window.getSize().y * layout.scale)));
    drawScaled(target, layout.cardTop);
    target.setView(window);
}

void StartScreen::drawScaled(sf::RenderTarget& target, float cardTop) {
    const sf::Vector2f size = target.getView().getSize();
    target.clear(palette::background);
    const float cx = size.x / 2;
    drawBackdrop(target, cardTop < startCardTopFull);

    float y = cardTop + 16;
    const Round& round = rounds_[roundIndex_];
    // A card behind the choices keeps them legible over the backdrop.
    // Rows, the party's row and the buttons.
    const float cardHeight = startCardHeight(players_);
    drawPanel(target, {cx - 300, cardTop, 600, cardHeight}, palette::panel,
              sf::Color(220, 214, 180, 90), 1);
    drawText(target, font_, "Course", 16, {cx, y}, palette::dimText, Align::Centre);
    const std::string holes =
        std::to_string(round.holes.size()) + (round.holes.size() == 1 ? " hole" : " holes");
    const std::string arrows = rounds_.size() > 1 ? "\u25c0  " : "";
    const std::string arrowsEnd = rounds_.size() > 1 ? "  \u25b6" : "";
    const sf::String courseLine = fromUtf8(arrows + round.name + "  (" + holes + ")" + arrowsEnd);
    const float courseWidth = drawText(target, font_, courseLine, 26, {cx, y + 22},
                                       palette::highlight, Align::Centre, true);
    previousCourse_ = nextCourse_ = {};
    if (rounds_.size() > 1) {
        previousCourse_ = {cx - courseWidth / 2 - 10, y + 18, 44, 40};
        nextCourse_ = {cx + courseWidth / 2 - 34, y + 18, 44, 40};
    }

    y += 84;
    drawText(target, font_, "Players: " + std::to_string(players_), 22, {cx, y}, palette::text,
             Align::Centre, true);
    fewer_ = {cx - 150, y - 2, 34, 30};
    more_ = {cx + 116, y - 2, 34, 30};
    for (const auto& [box, label] : {std::pair{fewer_, "\u2212"}, std::pair{more_, "+"}}) {
        drawPanel(target, box, palette::panel, sf::Color(220, 214, 180, 120), 1);
        drawText(target, font_, label, 22, {box.left + box.width / 2, box.top}, palette::text,
                 Align::Centre, true);
    }
    y += 40;
    rows_.clear();
    kindChips_.clear();
    handicapChips_.clear();
    const bool blink = std::fmod(seconds_, 1.0) < 0.6;
    for (int i = 0; i < players_; ++i) {
        drawPlayerRow(target, i, cx, y + 34.f * static_cast<float>(i), blink);
    }
    drawPartyRows(target, cx, y + 34.f * static_cast<float>(players_) + 8);
    const sf::Vector2f button{150, 40};
    buttons_.draw(target, font_, {cx - button.x - 10, cardTop + cardHeight - 52}, button, 20);
    const char* help[] = {
        "\u2191 \u2193  number of players     Tab  next name (type to edit)",
        "F2 or a click on the chip  person / computer (easy, medium, hard)",
        "F4 (Shift: down)  handicap     PgUp PgDn  stroke limit     F3  turn order",
        "\u2190 \u2192  course     Enter  play     Esc  back",
    };
    float helpY = size.y - startHelpHeight;
    for (const char* line : help) {
        drawText(target, font_, fromUtf8(line), 15, {cx, helpY}, palette::dimText, Align::Centre);
        helpY += 24;
    }
}

void StartScreen::drawPlayerRow(sf::RenderTarget& target, int i, float cx, float rowY, bool blink) {
    const bool editing = i == editing_;
    const sf::FloatRect row{cx - 212, rowY - 3, 380, 32};
    rows_.push_back(row);
    if (editing) {
        drawPanel(target, row, sf::Color(255, 214, 92, 30), palette::highlight, 1);
    }
    drawDot(target, {cx - 190, rowY + 13}, 9, palette::player(i));
    const sf::String name = names_[static_cast<std::size_t>(i)];
    const std::basic_string<sf::Uint8> utf8 = name.toUtf8();
    // A long name is cut with "…" before the chip, never drawn over it.
    sf::String shown = fitText(font_, std::string(utf8.begin(), utf8.end()), 20, 320);
    if (editing && blink) {
        shown += "|";
    }
    drawText(target, font_, shown, 20, {cx - 170, rowY},
             editing ? palette::highlight : palette::text);
    // The handicap chip at the row's left: strokes off the total (a click adds one).
    const int handicap = handicaps_[static_cast<std::size_t>(i)];
    const sf::FloatRect hcp{cx - 290, rowY - 1, 70, 28};
    handicapChips_.push_back(hcp);
    drawPanel(target, hcp, handicap > 0 ? sf::Color(110, 80, 40) : palette::panel,
              sf::Color(220, 214, 180, 120), 1);
    drawText(target, font_, "hcp " + std::to_string(handicap), 14,
             {hcp.left + hcp.width / 2, hcp.top + 5},
             handicap > 0 ? palette::text : palette::dimText, Align::Centre);
    // The chip beside the row: a person, or a computer and its level (a click cycles).
    const std::optional<ComputerLevel>& kind = kinds_[static_cast<std::size_t>(i)];
    const sf::FloatRect chip{cx + 176, rowY - 1, 114, 28};
    kindChips_.push_back(chip);
    drawPanel(target, chip, kind ? sf::Color(60, 90, 140) : palette::panel,
              sf::Color(220, 214, 180, 120), 1);
    const std::string label = kind ? "CPU " + computerLevelName(*kind) : std::string("person");
    drawText(target, font_, fitText(font_, label, 14, chip.width - 10), 14,
             {chip.left + chip.width / 2, chip.top + 5}, palette::text, Align::Centre);
}

void StartScreen::drawPartyRows(sf::RenderTarget& target, float cx, float y) {
    // One row: the stroke limit between its − and +, then the turn order's chip.
    const std::string limit =
        strokeLimit_ == 0 ? std::string("level's") : std::to_string(strokeLimit_);
    fewerStrokes_ = {cx - 290, y, 28, 26};
    moreStrokes_ = {cx - 38, y, 28, 26};
    for (const auto& [box, text] :
         {std::pair{fewerStrokes_, "\u2212"}, std::pair{moreStrokes_, "+"}}) {
        drawPanel(target, box, palette::panel, sf::Color(220, 214, 180, 120), 1);
        drawText(target, font_, text, 18, {box.left + box.width / 2, box.top + 1}, palette::text,
                 Align::Centre, true);
    }
    drawText(target, font_, "stroke limit: " + limit, 16, {cx - 151, y + 3},
             strokeLimit_ == 0 ? palette::dimText : palette::text, Align::Centre);
    turnChip_ = {cx + 10, y, 280, 26};
    drawPanel(target, turnChip_,
              turnOrder_ == TurnOrder::Fixed ? palette::panel : sf::Color(60, 110, 80),
              sf::Color(220, 214, 180, 120), 1);
    drawText(target, font_, "turn order: " + turnOrderName(turnOrder_), 16,
             {turnChip_.left + turnChip_.width / 2, turnChip_.top + 3}, palette::text,
             Align::Centre);
}

} // namespace golf::game

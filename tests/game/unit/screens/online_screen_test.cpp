// The title's Online form (docs/game.md, "Online"), without a window: keys and typed text go
// through OnlineScreen::handle as a player's would; hosting sends the "Skip after" field's
// seconds as the host message's skipAfter, within the server's 1..3600, and refuses others.

#include "OnlineScreen.hpp"
#include "test_level.hpp"

#include <filesystem>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

namespace fs = std::filesystem;

sf::Event typedEvent(std::uint32_t unicode) {
    sf::Event event{};
    event.type = sf::Event::TextEntered;
    event.text.unicode = unicode;
    return event;
}

sf::Event keyEvent(sf::Keyboard::Key key) {
    sf::Event event{};
    event.type = sf::Event::KeyPressed;
    event.key.code = key;
    return event;
}

class OnlineFormTest : public ::testing::Test {
  protected:
    void TearDown() override { fs::remove(settingsFile_); }

    /// A form over the bend whose name and course were typed, the focus on "Skip after".
    OnlineScreen& form() {
        settings_ = Settings{}; // hosting saved the name: the form would start past it
        screen_.emplace(context_, level_);
        typeText("Ana"); // the focus starts on the empty name
        press(sf::Keyboard::Tab);
        typeText("tiny");
        press(sf::Keyboard::Tab); // ball collisions
        press(sf::Keyboard::Tab); // skip after
        return *screen_;
    }
    void typeText(const std::string& text) {
        for (const char c : text) {
            screen_->handle(typedEvent(static_cast<unsigned char>(c)));
        }
    }
    void press(sf::Keyboard::Key key) { screen_->handle(keyEvent(key)); }

    Options options_;
    sf::Font font_;
    SoundBank sounds_{true};
    BestScores best_{fs::temp_directory_path() / "minigolf-online-form-best.json"};
    Settings settings_;
    fs::path settingsFile_ = fs::temp_directory_path() / "minigolf-online-form-settings.json";
    GameContext context_{
        options_,  font_,         sounds_, best_, fs::temp_directory_path() / "none",
        settings_, settingsFile_, {}};
    Level level_ = test::bendLevel();
    std::optional<OnlineScreen> screen_;
};

TEST_F(OnlineFormTest, HostingSendsTheSkipAfterTyped) {
    OnlineScreen& screen = form();
    typeText("3x0");            // only digits are taken
    press(sf::Keyboard::Enter); // Enter on a host's field hosts
    ASSERT_TRUE(screen.finished());
    ASSERT_TRUE(screen.request());
    EXPECT_EQ(screen.request()->skipAfter, 30);
    EXPECT_EQ(
        openingMessage(*screen.request()),
        R"({"type":"host","course":"tiny","name":"Ana","ballCollisions":true,"skipAfter":30})");
}

TEST_F(OnlineFormTest, AnEmptySkipAfterIsNever) {
    OnlineScreen& screen = form();
    press(sf::Keyboard::Enter);
    ASSERT_TRUE(screen.request());
    EXPECT_EQ(screen.request()->skipAfter, 0);
    EXPECT_EQ(openingMessage(*screen.request()).find("skipAfter"), std::string::npos);
}

TEST_F(OnlineFormTest, ASkipAfterOutOfTheServersRangeIsRefusedOnTheForm) {
    for (const char* typed : {"0", "3601", "9999"}) {
        OnlineScreen& screen = form();
        typeText(typed);
        press(sf::Keyboard::Enter);
        EXPECT_FALSE(screen.finished()) << typed;
        EXPECT_FALSE(screen.request()) << typed;
        // Corrected (Backspace up to 4 digits, then 3600, the largest), it hosts.
        for (int i = 0; i < 4; ++i) {
            press(sf::Keyboard::BackSpace);
        }
        typeText("36000"); // a fifth digit is not taken
        press(sf::Keyboard::Enter);
        ASSERT_TRUE(screen.request()) << typed;
        EXPECT_EQ(screen.request()->skipAfter, 3600) << typed;
    }
}

TEST_F(OnlineFormTest, JoiningIgnoresTheSkipAfter) {
    OnlineScreen& screen = form();
    typeText("5");
    press(sf::Keyboard::Tab); // room code
    typeText("abcdefgh");
    press(sf::Keyboard::Enter); // Enter on a code joins
    ASSERT_TRUE(screen.request());
    EXPECT_EQ(openingMessage(*screen.request()),
              R"({"type":"join","room":"ABCDEFGH","name":"Ana"})");
}

} // namespace
} // namespace golf::game

#include "WatchScreen.hpp"

#include "Palette.hpp"
#include "Ui.hpp"
#include "golf/physics/match.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace golf::game {

namespace {

constexpr std::array<double, 5> speeds{0.25, 0.5, 1.0, 2.0, 4.0};
/// Pause between shots (real seconds at 1x), so each shot reads as a new putt.
constexpr double betweenShots = 0.6;
/// Pause after a hole's last shot before the next hole of a round (seconds at 1x).
constexpr double betweenHoles = 2.5;

std::string speedText(double speed) {
    char text[16];
    std::snprintf(text, sizeof text, "%gx", speed);
    return text;
}

} // namespace

WatchScreen::WatchScreen(GameContext& context, std::vector<WatchedHole> holes)
    : context_(context), holes_(std::move(holes)), hud_(context.font), trails_(1) {
    loadHole(0);
}

WatchScreen::WatchScreen(GameContext& context, std::filesystem::path file, ShotLog log, Level level)
    : WatchScreen(context, [&] {
          std::vector<WatchedHole> holes;
          holes.push_back({std::move(file), std::move(log), std::move(level)});
          return holes;
      }()) {}

void WatchScreen::loadHole(std::size_t index) {
    holeIndex_ = index;
    endReported_ = false;
    endWaited_ = 0;
    renderer_ = std::make_unique<HoleRenderer>(hole().level, HoleRenderer::EnclosedVoid::AsWall);
    flashes_ = std::make_unique<HitFlashes>(hole().level);
    trails_ = BallTrails(hole().log.players);
    played_ = playLog(hole().level, hole().log);
    place_ = placeOfLog(hole().file, hole().file.parent_path() / hole().log.level);
    if (!played_.error.empty()) {
        // A log golf replay refuses is refused here too, before a frame is drawn.
        failure_ = hole().file.string() + ": " + played_.error;
        return;
    }
    if (holes_.size() > 1) {
        std::cout << "minigolf: replay " << index + 1 << " of " << holes_.size() << ": "
                  << hole().file.filename().string() << std::endl;
    }
    seek(0);
}

void WatchScreen::reportEnd() {
    if (endReported_) {
        return;
    }
    endReported_ = true;
    std::cout << "minigolf: replay " << holeIndex_ + 1 << " of " << holes_.size() << " ("
              << hole().file.filename().string() << "): final hash "
              << hashToHex(session_->match().hash(hole().log.format >= 2)) << std::endl;
}

void WatchScreen::seek(int shot) {
    session_ = std::make_unique<HoleSession>(hole().level, hole().log.players);
    session_->setBallCollisions(hole().log.ballCollisions);
    drops_.clear();
    trails_.clear();
    flashes_->clear();
    waited_ = 0;
    for (const SetupBall& ball : hole().log.setup) {
        if (const std::string error = session_->setup(ball.player, ball.position); !error.empty()) {
            failure_ = hole().file.string() + ": setup of player " + std::to_string(ball.player) +
                       ": " + error;
            return;
        }
    }
    next_ = 0;
    while (next_ < shot && failure_.empty()) {
        if (!startShot(next_)) {
            return;
        }
        (void)session_->finishShot(); // fast forward: no sounds for skipped shots
    }
}

bool WatchScreen::startShot(int shot) {
    const Shot& s = hole().log.shots[static_cast<std::size_t>(shot)];
    const Vec2 velocity = playedVelocity(s, hole().level.physics.maxShotSpeed);
    if (s.at) {
        session_->waitUntil(*s.at); // the log was checked as golf replay checks it (playLog)
    }
    if (const std::string error = session_->shoot(s.player, velocity); !error.empty()) {
        failure_ = hole().file.string() + ": shot " + std::to_string(shot) + ": " + error;
        return false;
    }
    next_ = shot + 1;
    return true;
}

int WatchScreen::shotsDone() const {
    return session_->shotInProgress() ? next_ - 1 : next_;
}

sf::FloatRect WatchScreen::seekBar(sf::Vector2f size) {
    return {14, size.y - Hud::bottomHeight - 24, size.x - 28, 14};
}

void WatchScreen::handle(const sf::Event& event) {
    const int shots = static_cast<int>(hole().log.shots.size());
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left && shots > 0) {
        const sf::FloatRect bar = seekBar(windowSize_);
        const sf::Vector2f at(static_cast<float>(event.mouseButton.x),
                              static_cast<float>(event.mouseButton.y));
        // A little slack above and below: the bar is thin.
        if (at.x >= bar.left && at.x <= bar.left + bar.width && at.y >= bar.top - 8 &&
            at.y <= bar.top + bar.height + 8) {
            const int shot = std::min(shots - 1, static_cast<int>((at.x - bar.left) / bar.width *
                                                                  static_cast<float>(shots)));
            seek(shot);
            waited_ = betweenShots;
        }
        return;
    }
    if (event.type != sf::Event::KeyPressed) {
        return;
    }
    switch (event.key.code) {
    case sf::Keyboard::Space:
        paused_ = !paused_;
        break;
    case sf::Keyboard::Up:
    case sf::Keyboard::Add:
    case sf::Keyboard::Equal:
        speedIndex_ = std::min(speedIndex_ + 1, static_cast<int>(speeds.size()) - 1);
        break;
    case sf::Keyboard::Down:
    case sf::Keyboard::Subtract:
    case sf::Keyboard::Hyphen:
        speedIndex_ = std::max(speedIndex_ - 1, 0);
        break;
    case sf::Keyboard::Left:
        // Back to the start of the last shot begun (rolling or just finished); pressed again
        // before it starts, to the one before it.
        seek(std::max(0, next_ - 1));
        break;
    case sf::Keyboard::Right:
        if (next_ < shots) {
            seek(next_);
            waited_ = betweenShots;
        } else {
            react(session_->finishShot());
        }
        break;
    case sf::Keyboard::R:
        seek(0);
        break;
    case sf::Keyboard::PageDown:
    case sf::Keyboard::N:
        if (holeIndex_ + 1 < holes_.size()) {
            loadHole(holeIndex_ + 1);
        }
        break;
    case sf::Keyboard::PageUp:
    case sf::Keyboard::P:
        loadHole(holeIndex_ > 0 ? holeIndex_ - 1 : 0);
        break;
    case sf::Keyboard::Escape:
    case sf::Keyboard::Q:
        quit_ = true;
        break;
    default:
        break;
    }
}

void WatchScreen::update(double seconds) {
    seconds_ += seconds;
    drops_.update(seconds_);
    if (paused_ || !failure_.empty()) {
        return;
    }
    const double speed = speeds[static_cast<std::size_t>(speedIndex_)];
    const int shots = static_cast<int>(hole().log.shots.size());
    // Between shots the hole clock runs up to the next shot's "at" (none after the last shot:
    // the log holds no time after it).
    std::optional<double> idleUntil = session_->match().clock();
    if (next_ < shots) {
        idleUntil = hole().log.shots[static_cast<std::size_t>(next_)].at.value_or(*idleUntil);
    }
    react(session_->advance(seconds * speed, session_->catchUpTicks(speed), idleUntil));
    if (session_->shotInProgress()) {
        const std::vector<Ball>& balls = session_->match().world().balls();
        for (int i = 0; i < trails_.count(); ++i) {
            const Ball& ball = balls[static_cast<std::size_t>(i)];
            trails_.add(i, session_->drawPosition(i), ball.inPlay && ball.velocity != Vec2{});
        }
        return;
    }
    trails_.clear();
    if (next_ >= shots) {
        session_->runDrawClock(seconds * speed); // the log has ended: the movers turn on
        reportEnd();
        endWaited_ += seconds * speed;
        if (endWaited_ >= betweenHoles && holeIndex_ + 1 < holes_.size()) {
            loadHole(holeIndex_ + 1); // a round goes on, hole after hole
        }
        return;
    }
    waited_ += seconds;
    if (waited_ >= betweenShots && session_->match().clock() >= *idleUntil &&
        session_->readyToShoot()) {
        waited_ = 0;
        if (startShot(next_)) {
            const Vec2 v = hole().log.shots[static_cast<std::size_t>(next_ - 1)].velocity;
            context_.sounds.play(Cue::Putt, 0.25 + length(v) / hole().level.physics.maxShotSpeed);
        }
    }
}

void WatchScreen::react(const std::vector<Event>& events) {
    const double maxSpeed = hole().level.physics.maxShotSpeed;
    for (const Event& event : events) {
        const HitKind hit = flashes_->note(event, seconds_);
        if (event.type == EventType::WallHit) {
            context_.sounds.play(hit == HitKind::Bumper ? Cue::Bumper : Cue::Wall,
                                 (hit == HitKind::Bumper ? 0.4 : 0) + 1.5 * event.speed / maxSpeed);
        } else if (event.type == EventType::MoverHit) {
            context_.sounds.play(Cue::Mover, 0.3 + 1.5 * event.speed / maxSpeed);
        } else if (event.type == EventType::BallHit) {
            context_.sounds.play(Cue::Ball, 0.3 + 1.5 * event.speed / maxSpeed);
        } else if (event.type == EventType::Holed) {
            context_.sounds.play(Cue::Cup, 1.0);
            drops_.add(event.ball, event.position, seconds_, event.ball == session_->lastShooter());
        } else if (event.type == EventType::Returned) {
            drops_.addReturn(event.ball, hole().level.cup, event.position, seconds_);
        } else if (event.type == EventType::Watered) {
            context_.sounds.play(Cue::Cup, 0.4);
            drops_.addReturn(
                event.ball, event.position,
                session_->match().world().balls()[static_cast<std::size_t>(event.ball)].position,
                seconds_);
        }
    }
}

HudInfo WatchScreen::hudInfo() const {
    HudInfo info;
    info.holeName = hole().level.name;
    info.par = hole().level.par;
    if (place_) {
        info.holeNumber = place_->hole;
        info.holeCount = place_->holes;
    }
    const Match& match = session_->match();
    const int shooter = session_->lastShooter();
    for (int i = 0; i < match.playerCount(); ++i) {
        const PlayerState& state = match.players()[static_cast<std::size_t>(i)];
        const auto index = static_cast<std::size_t>(i);
        info.players.push_back(
            {index < hole().log.playerNames.size() ? hole().log.playerNames[index]
                                                   : "Player " + std::to_string(i + 1),
             palette::player(i), state.strokes, state.holed, state.pickedUp, i == shooter});
    }
    const int shots = static_cast<int>(hole().log.shots.size());
    info.message = holes_.size() > 1 ? "Round: recorded hole " + std::to_string(holeIndex_ + 1) +
                                           "/" + std::to_string(holes_.size()) + "  \u00b7  "
                                     : std::string();
    info.message += "Replay  \u00b7  shot " + std::to_string(next_) + "/" + std::to_string(shots);
    if (next_ > 0 && next_ <= static_cast<int>(played_.shots.size())) {
        const PlayedShot& shot = played_.shots[static_cast<std::size_t>(next_ - 1)];
        char text[64];
        std::snprintf(text, sizeof text, ": %d%% at %d\u00b0",
                      static_cast<int>(std::lround(shot.power * 100)),
                      shownDegrees(shot.angleDegrees));
        info.message +=
            "  \u00b7  " + info.players[static_cast<std::size_t>(shot.player)].name + text;
    }
    info.message += "  \u00b7  " + speedText(speeds[static_cast<std::size_t>(speedIndex_)]) +
                    (paused_ ? "  \u00b7  paused" : "");
    if (next_ >= shots && !session_->shotInProgress()) {
        info.message += "  \u00b7  end, hash " + hashToHex(match.hash(hole().log.format >= 2));
    }
    info.hint = holes_.size() > 1
                    ? "Space pause  \u00b7  \u2191\u2193 speed  \u00b7  \u2190\u2192 shot  \u00b7  "
                      "PgUp PgDn hole  \u00b7  R restart  \u00b7  Esc quit"
                    : "Space pause  \u00b7  \u2191\u2193 speed  \u00b7  \u2190\u2192 shot  \u00b7  "
                      "R restart  \u00b7  Esc quit";
    return info;
}

void WatchScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    windowSize_ = size;
    target.clear(palette::background);
    sf::FloatRect area =
        Hud::boardArea({static_cast<unsigned>(size.x), static_cast<unsigned>(size.y)});
    area.height = std::max(1.f, area.height - 30); // room for the seek bar
    view_.fit(hole().level.width, hole().level.height, area);
    HoleScene scene;
    scene.seconds = seconds_;
    scene.holeClock = session_->drawClock();
    flashes_->addTo(scene, seconds_);
    const int done = std::min(shotsDone(), static_cast<int>(played_.shots.size()));
    for (int i = 0; i < done; ++i) {
        const PlayedShot& shot = played_.shots[static_cast<std::size_t>(i)];
        sf::Color colour = palette::player(shot.player);
        colour.a = 120;
        for (std::vector<Vec2>& piece : pathPieces(shot)) {
            scene.paths.push_back({std::move(piece), colour});
        }
    }
    const Match& match = session_->match();
    for (int i = 0; i < match.playerCount(); ++i) {
        if (match.world().balls()[static_cast<std::size_t>(i)].inPlay &&
            !drops_.hides(i, seconds_)) {
            scene.balls.push_back({session_->drawPosition(i), palette::player(i), false, false});
        }
    }
    drops_.addTo(scene, seconds_);
    trails_.addTo(scene);
    renderer_->draw(target, view_, scene);
    hud_.draw(target, hudInfo());
    drawSeekBar(target);
}

void WatchScreen::drawSeekBar(sf::RenderTarget& target) const {
    const int shots = static_cast<int>(hole().log.shots.size());
    if (shots == 0) {
        return;
    }
    const sf::FloatRect bar = seekBar(target.getView().getSize());
    drawPanel(target, bar, sf::Color(40, 48, 58), sf::Color(90, 100, 110), 1);
    const float step = bar.width / static_cast<float>(shots);
    if (step < 3) {
        // More shots than the bar has room for: one bar of what is done, not a segment each.
        const float done = step * static_cast<float>(shotsDone());
        drawPanel(target, {bar.left + 1, bar.top + 2, std::max(0.f, done - 2), bar.height - 4},
                  sf::Color(150, 160, 170));
        return;
    }
    // Done shots filled in their player's colour; the shot under way half filled.
    for (int i = 0; i < shots; ++i) {
        const float left = bar.left + step * static_cast<float>(i);
        const int player = hole().log.shots[static_cast<std::size_t>(i)].player;
        if (i < shotsDone()) {
            drawPanel(target, {left + 1, bar.top + 2, step - 2, bar.height - 4},
                      palette::player(player));
        } else if (i == next_ - 1) {
            drawPanel(target, {left + 1, bar.top + 2, (step - 2) / 2, bar.height - 4},
                      palette::player(player));
        }
        if (i > 0) {
            drawPanel(target, {left - 1, bar.top, 2, bar.height}, palette::background);
        }
    }
}

} // namespace golf::game

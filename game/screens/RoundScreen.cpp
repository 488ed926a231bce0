#include "RoundScreen.hpp"

#include "HoleRules.hpp"
#include "LimitLevelFile.hpp"
#include "Palette.hpp"
#include "RoundHistory.hpp"
#include "Ui.hpp"
#include "golf/core/display_text.hpp"
#include "golf/physics/match.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace golf::game {

namespace {

/// How long a dropping ball takes to vanish, seconds.
/// How long the hole stays in view after the last ball is done, before the scorecard.
constexpr double holedSeconds = 1.4;
/// How long a message stays in the bottom bar, seconds.
constexpr double messageSeconds = 2.5;
/// How long the big celebration stays over the hole, seconds.
constexpr double bannerSeconds = 2.0;
/// How long a computer's aim is shown before it strikes, seconds (a log's shot: half a second).
constexpr double computerAimSeconds = 0.5;
/// How long a scorecard stays when only computers play, before the next hole, seconds.
constexpr double computerScorecardSeconds = 1.5;

std::vector<int> parsOf(const Round& round) {
    std::vector<int> pars;
    for (const Hole& hole : round.holes) {
        pars.push_back(hole.level.par);
    }
    return pars;
}

/// A golfer's name for a score against par ("Birdie", "Bogey", ...).
std::string scoreName(int strokes, int par) {
    if (strokes == 1) {
        return "hole in one!";
    }
    switch (strokes - par) {
    case -3:
        return "albatross!";
    case -2:
        return "eagle!";
    case -1:
        return "birdie!";
    case 0:
        return "par.";
    case 1:
        return "bogey.";
    default:
        return std::to_string(strokes) + " strokes.";
    }
}

/// The big word for a holed score worth celebrating, or "" for an ordinary one.
std::string celebration(int strokes, int par) {
    if (strokes == 1) {
        return "Hole in one!";
    }
    switch (strokes - par) {
    case -3:
        return "Albatross!";
    case -2:
        return "Eagle!";
    case -1:
        return "Birdie!";
    default:
        return {};
    }
}

} // namespace

RoundScreen::RoundScreen(GameContext& context, Round round, std::vector<std::string> names,
                         std::optional<ShotScript> script, const std::string& back)
    : context_(context), round_(std::move(round)), names_(std::move(names)),
      script_(std::move(script)), table_(names_, parsOf(round_)), hud_(context.font),
      scorecard_(context.font), pauseMenu_(context.font, back),
      confirm_(context.font, "Restart  (Y)", "Cancel  (N)"),
      confirmSkip_(context.font, "Skip  (Y)", "Cancel  (N)"),
      finalMenu_({"Play again", back}, true), trails_(static_cast<int>(names_.size())),
      roundId_(localTimestamp()), roundStats_(startRecord(roundId_, round_.name, names_)) {
    startHole(0);
}

void RoundScreen::layout() {
    view_.fit(level().width, level().height, Hud::boardArea(windowSize_));
    aim_.setFullPowerPixels(fullPowerPull(windowSize_));
}

bool RoundScreen::ballsSettling() const {
    for (int i = 0; i < static_cast<int>(names_.size()); ++i) {
        if (drops_.hides(i, seconds_)) {
            return true;
        }
    }
    return false;
}

void RoundScreen::startHole(int index) {
    holeIndex_ = static_cast<std::size_t>(index);
    const Hole& hole = round_.holes[holeIndex_];
    session_ = std::make_unique<HoleSession>(hole.level, static_cast<int>(names_.size()));
    tally_.emplace(static_cast<int>(names_.size()), hole.level.cup);
    // A log plays with its own rule; a round with the player's setting.
    const bool collisions = scripted() ? script_->log().ballCollisions
                            : online_  ? onlineCollisions_
                                       : context_.settings.ballCollisions;
    session_->setBallCollisions(collisions);
    carried_.assign(names_.size(), 0);
    limitSaid_.assign(names_.size(), false);
    applyTurnRule();
    restarted_ = false;
    previewOn_ = context_.settings.bouncePreview && !scripted();
    practised_ = previewOn_;
    ghost_.clear();
    if (context_.settings.ghost && !hole.path.empty() && !scripted()) {
        ghost_ = bestRoundGhost(context_.replaysFolder, hole.path, hole.level).value_or(ghost_);
    }
    renderer_ = std::make_unique<HoleRenderer>(hole.level, HoleRenderer::EnclosedVoid::AsWall);
    startRecorder();
    flashes_ = std::make_unique<HitFlashes>(hole.level);
    holeReported_ = false;
    computer_.forget();
    computerShot_.reset();
    layout();
    drops_.clear();
    trails_.clear();
    confetti_.clear();
    records_.clear();
    aim_.end();
    aim_.pointAt(hole.level.tee, hole.level.cup);
    // Ready to aim before the first frame: a press that arrives at once is not lost.
    aim_.begin(session_->shotOrigin(session_->currentPlayer()));
    phase_ = Phase::Playing;
    phaseSince_ = seconds_;
    if (scripted()) {
        script_->rewind();
        for (const SetupBall& ball : script_->log().setup) {
            const std::string error = session_->setup(ball.player, ball.position);
            if (!error.empty()) {
                failure_ = script_->file().string() + ": setup of player " +
                           std::to_string(ball.player) + ": " + error;
                phase_ = Phase::Quit;
                return;
            }
            recorder_.addSetup(ball);
        }
    }
    say("Hole " + std::to_string(index + 1) + ": " + hole.level.name + ", par " +
        std::to_string(hole.level.par));
}

void RoundScreen::startRecorder() {
    const Hole& hole = round_.holes[holeIndex_];
    const int number = static_cast<int>(holeIndex_) + 1;
    const bool collisions = session_->match().world().ballCollisions();
    std::filesystem::path levelFile = hole.path;
    if (session_->limited() && !hole.path.empty()) {
        // The party's limit is the match's maxStrokes: the log names a level that says so.
        std::string error;
        levelFile = writeLimitLevel(context_.replaysFolder, session_->level(), error);
        if (!error.empty()) {
            std::cerr << "minigolf: the hole is not recorded: " << error << '\n';
        }
    }
    recorder_ = levelFile.empty() ? ReplayRecorder()
                                  : ReplayRecorder(context_.replaysFolder, levelFile,
                                                   static_cast<int>(names_.size()), number,
                                                   session_->level(), names_, collisions);
    clocked_ = ReplayRecorder::clocked(hole.level, scripted() ? script_->log().format : 1);
    if (clocked_) {
        recorder_.setClocked(); // a format-2 log on an older level keeps its "at"
    }
    if (!levelFile.empty() && round_.path != hole.path) {
        // A hole of a course: its round file keeps its place (the level may be in several).
        recorder_.setRound({round_.name, number, static_cast<int>(round_.holes.size())}, roundId_);
    }
}

bool RoundScreen::scripted() const {
    return script_ && holeIndex_ == 0 && !script_->exhausted();
}

bool RoundScreen::scriptDone() const {
    if (computersOnly() || online_ != nullptr) {
        return phase_ == Phase::Final || phase_ == Phase::Quit; // the round has played itself out
    }
    if (!script_) {
        return true;
    }
    return failure_.empty() && script_->exhausted() && !session_->shotInProgress();
}

void RoundScreen::setParty(PartyOptions party) {
    party_ = std::move(party);
    table_.setHandicaps(party_.handicaps);
    applyTurnRule();
    if (phase_ == Phase::Playing && !session_->shotInProgress() && session_->currentPlayer() >= 0) {
        aim_.begin(session_->shotOrigin(session_->currentPlayer())); // the first turn may move
    }
}

int RoundScreen::strokeLimit() const {
    return holeLimit(level().maxStrokes, online_ ? 0 : party_.strokeLimit);
}

void RoundScreen::applyTurnRule() {
    if (online_ || scripted()) {
        return; // the server, or the log, says who shoots
    }
    if (session_->setTurnRule(party_.turnOrder, strokeLimit(), carried_)) {
        startRecorder(); // the match plays on the limit now: its log names that level
    }
}

void RoundScreen::setComputers(std::vector<std::optional<ComputerLevel>> levels,
                               std::uint64_t seed) {
    computers_ = std::move(levels);
    computers_.resize(names_.size());
    computerSeed_ = seed;
}

bool RoundScreen::computersOnly() const {
    return !computers_.empty() && std::all_of(computers_.begin(), computers_.end(),
                                              [](const auto& level) { return level.has_value(); });
}

std::optional<ComputerLevel> RoundScreen::computerLevel(int player) const {
    if (player < 0 || static_cast<std::size_t>(player) >= computers_.size()) {
        return std::nullopt;
    }
    return computers_[static_cast<std::size_t>(player)];
}

bool RoundScreen::computerOnTurn() const {
    return !scripted() && !session_->over() && computerLevel(session_->currentPlayer()).has_value();
}

int RoundScreen::turnPlayer() const {
    if (scripted()) {
        return script_->peek()->player;
    }
    return session_->currentPlayer();
}

void RoundScreen::say(const std::string& text) {
    message_ = text;
    messageUntil_ = seconds_ + messageSeconds;
}

void RoundScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::Resized) {
        windowSize_ = {event.size.width, event.size.height};
        layout();
    }
    switch (phase_) {
    case Phase::Paused:
        handlePaused(event);
        return;
    case Phase::ConfirmRestart:
        if (const auto answer = confirm_.handle(event)) {
            phase_ = Phase::Playing;
            if (*answer) {
                restartHole();
            }
        }
        return;
    case Phase::ConfirmSkip:
        if (const auto answer = confirmSkip_.handle(event)) {
            phase_ = Phase::Playing;
            if (*answer) {
                endHole(true);
            }
        }
        return;
    case Phase::Scorecard:
        handleScorecard(event);
        return;
    case Phase::Final:
        handleFinal(event);
        return;
    case Phase::Quit:
        return;
    case Phase::Playing:
    case Phase::Holed:
        break;
    }
    if (!scripted() && !computerOnTurn() && aim_.handle(event, view_)) {
        return;
    }
    if (event.type != sf::Event::KeyPressed) {
        return;
    }
    switch (event.key.code) {
    case sf::Keyboard::Escape:
    case sf::Keyboard::P:
        aim_.end();
        pauseMenu_.reset();
        phase_ = Phase::Paused;
        break;
    case sf::Keyboard::R:
        askRestart();
        break;
    case sf::Keyboard::B:
        previewOn_ = !previewOn_;
        practised_ = practised_ || previewOn_;
        say(previewOn_ ? "Bounce preview on (practice: this hole sets no best score)"
                       : "Bounce preview off");
        break;
    default:
        break;
    }
}

void RoundScreen::askRestart() {
    if (phase_ != Phase::Playing && phase_ != Phase::Paused) {
        return;
    }
    const std::string refusal = scripted()         ? "no restart while a log is played"
                                : online_          ? "no restart online: the server keeps the round"
                                : computerOnTurn() ? "no restart on a computer's turn"
                                                   : restartRefusal(session_->match(), names_);
    if (!refusal.empty()) {
        phase_ = Phase::Playing;
        say(refusal);
        return;
    }
    aim_.end();
    const int turn = turnPlayer();
    const std::string who =
        turn >= 0 && names_.size() > 1 ? names_[static_cast<std::size_t>(turn)] + " asks: " : "";
    confirm_.ask(who + "restart hole " + std::to_string(holeIndex_ + 1) + "?",
                 {"Every ball goes back to the tee.", "The strokes played so far still count,",
                  "and a restarted hole sets no best score."});
    phase_ = Phase::ConfirmRestart;
}

void RoundScreen::askSkip() {
    if (online_) {
        phase_ = Phase::Playing;
        say("no skipping online: the server keeps the round");
        return;
    }
    std::vector<std::string> lines{"Every player who has not finished it scores " +
                                   std::to_string(strokeLimit()) + "."};
    if (holeIndex_ + 1 < round_.holes.size()) {
        lines.push_back("The round goes on with hole " + std::to_string(holeIndex_ + 2) + ".");
    }
    confirmSkip_.ask("Skip hole " + std::to_string(holeIndex_ + 1) + "?", std::move(lines));
    phase_ = Phase::ConfirmSkip;
}

void RoundScreen::restartHole() {
    std::vector<int> carried = carried_;
    for (std::size_t i = 0; i < carried.size(); ++i) {
        carried[i] += session_->match().players()[i].strokes;
    }
    const bool preview = previewOn_;
    const bool practised = practised_;
    HoleTally tally = *tally_; // the strokes and water visits so far count
    endHole(false);            // reports the hash of the hole as played so far
    startHole(static_cast<int>(holeIndex_));
    tally_ = std::move(tally);
    tally_->restart();
    carried_ = std::move(carried);
    applyTurnRule(); // the limit counts the strokes before the restart too
    restarted_ = true;
    previewOn_ = preview;
    practised_ = practised;
    say("Hole " + std::to_string(holeIndex_ + 1) + " restarted; the strokes so far count");
}

int RoundScreen::strokesShown(int player) const {
    const auto index = static_cast<std::size_t>(player);
    return carried_[index] + session_->match().players()[index].strokes;
}

void RoundScreen::handlePaused(const sf::Event& event) {
    switch (pauseMenu_.handle(event)) {
    case PauseChoice::Resume:
        phase_ = Phase::Playing;
        break;
    case PauseChoice::Restart:
        askRestart();
        break;
    case PauseChoice::Skip:
        askSkip();
        break;
    case PauseChoice::Title:
        endHole(false);
        finish(RoundExit::Title);
        break;
    case PauseChoice::Quit:
        endHole(false);
        finish(RoundExit::Quit);
        break;
    case PauseChoice::None:
        break;
    }
}

void RoundScreen::handleScorecard(const sf::Event& event) {
    const bool next =
        (event.type == sf::Event::KeyPressed &&
         (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Space ||
          event.key.code == sf::Keyboard::Escape)) ||
        (event.type == sf::Event::MouseButtonPressed &&
         event.mouseButton.button == sf::Mouse::Left);
    if (next) {
        nextHole();
    }
}

void RoundScreen::handleFinal(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
        finish(RoundExit::Title);
        return;
    }
    if (const auto picked = finalMenu_.handle(event)) {
        if (*picked == 0 && !online_) {
            playAgain();
        } else {
            finish(RoundExit::Title);
        }
    }
}

void RoundScreen::finish(RoundExit exit) {
    exit_ = exit;
    phase_ = Phase::Quit;
}

void RoundScreen::playAgain() {
    script_.reset();             // a log feeds the first round only
    roundId_ = localTimestamp(); // a new round in the replays
    roundStats_ = startRecord(roundId_, round_.name, names_);
    statsLines_.clear();
    table_ = ScoreTable(names_, parsOf(round_));
    table_.setHandicaps(party_.handicaps);
    finalMenu_.select(0);
    startHole(0);
}

void RoundScreen::update(double seconds) {
    seconds_ += seconds;
    if (online_) {
        pumpOnline(seconds);
    }
    drops_.update(seconds_);
    confetti_.update(seconds_);
    switch (phase_) {
    case Phase::Playing:
        updatePlay(seconds);
        break;
    case Phase::Holed:
        session_->runDrawClock(seconds); // the movers turn on while the hole ends
        if (seconds_ - phaseSince_ >= holedSeconds) {
            endHole(false);
        }
        break;
    case Phase::Scorecard:
        session_->runDrawClock(seconds);
        if (computersOnly() && seconds_ - phaseSince_ >= computerScorecardSeconds) {
            nextHole(); // nobody to press Enter: the round plays itself out
        }
        break;
    case Phase::Final:
        session_->runDrawClock(seconds);
        break;
    default:
        break;
    }
}

void RoundScreen::updatePlay(double seconds) {
    // During a shot its ticks; between shots, on a level with movers, the hole clock runs
    // while the players aim (a log's shot: up to its "at").
    const bool shooting = session_->shotInProgress(); // else idle ticks: nobody's stroke
    const std::vector<Event> events =
        session_->advance(seconds, session_->catchUpTicks(1.0), idleLimit());
    if (shooting) {
        tally_->shotEvents(events);
    }
    react(events);
    updateTrails();
    if (session_->shotInProgress()) {
        return;
    }
    if (online_) {
        updateOnline(seconds);
        return;
    }
    // A log's shots go on even after everybody is done, so that a shot the rules refuse
    // (after holing out) fails the game exactly as it fails `golf replay`.
    if (scripted()) {
        playScript(seconds);
        return;
    }
    if (!session_->readyToShoot()) {
        return; // a mover pushed a resting ball: the next player waits until all rest
    }
    sayPickUps(); // a player at the party's stroke limit, once the shot's balls rest
    if (session_->over()) {
        phase_ = Phase::Holed;
        phaseSince_ = seconds_;
        aim_.end();
    } else if (!ballsSettling()) {
        // The next turn starts once a ball flying back from water or the cup has landed: its
        // ring and aim appear where the balls finally lie, not before.
        updateTurn(seconds);
    }
}

void RoundScreen::sayPickUps() {
    std::string names;
    for (int player = 0; player < static_cast<int>(names_.size()); ++player) {
        const auto index = static_cast<std::size_t>(player);
        if (limitSaid_[index] || !session_->atLimit(player)) {
            continue;
        }
        limitSaid_[index] = true;
        names += (names.empty() ? "" : " and ") + names_[index];
    }
    if (names.empty()) {
        return;
    }
    const std::string text = names + " picks up at " + std::to_string(strokeLimit());
    say(text);
    std::printf("minigolf: hole %zu: %s\n", holeIndex_ + 1, text.c_str());
    std::fflush(stdout);
}

void RoundScreen::updateTrails() {
    const std::vector<Ball>& balls = session_->match().world().balls();
    for (int i = 0; i < trails_.count(); ++i) {
        const Ball& ball = balls[static_cast<std::size_t>(i)];
        trails_.add(i, session_->drawPosition(i), ball.inPlay && ball.velocity != Vec2{});
    }
}

void RoundScreen::updateTurn(double seconds) {
    const int player = session_->currentPlayer();
    if (computerLevel(player)) {
        aim_.end();
        updateComputer(player);
        return;
    }
    aim_.begin(session_->shotOrigin(player));
    aim_.update(seconds);
    if (const auto shot = aim_.takeShot()) {
        strike(player, shotVelocity(shot->first, shot->second, level().physics.maxShotSpeed));
    }
}

void RoundScreen::updateComputer(int player) {
    if (!computerShot_) {
        if (!computer_.busy()) {
            // The hole clock waits while it thinks (idleLimit), so its plan meets the movers
            // where they are, however long the thinking takes on this machine.
            computer_.start(session_->match(), player, *computerLevel(player),
                            holeSeed(computerSeed_, static_cast<int>(holeIndex_)));
            return;
        }
        const std::optional<ThoughtShot> thought = computer_.take();
        if (!thought) {
            return;
        }
        const ComputerShot& planned = thought->shot;
        std::printf("minigolf: hole %zu, %s: thought %.3f s (%lld ticks searched%s%s)\n",
                    holeIndex_ + 1, names_[static_cast<std::size_t>(player)].c_str(),
                    thought->seconds, static_cast<long long>(planned.ticksSimulated),
                    !planned.planned                    ? ", no plan: laid up"
                    : planned.avoided && planned.laidUp ? ", a ball in the way: laid up"
                    : planned.avoided                   ? ", a ball in the way: aimed past it"
                                                        : "",
                    planned.checkTicks > 0
                        ? (", " + std::to_string(planned.checkTicks) + " among the balls").c_str()
                        : "");
        std::fflush(stdout);
        computerShot_ = thought->shot;
        computerShotSince_ = seconds_;
        return;
    }
    if (seconds_ - computerShotSince_ < computerAimSeconds) {
        return; // its aim is on screen a moment, as a player's would be
    }
    if (computerShot_->at && session_->match().clock() < *computerShot_->at) {
        return; // the hole clock runs to the instant it chose (idleLimit)
    }
    if (!session_->readyToShoot()) {
        return; // a mover pushed a ball meanwhile: it waits until all rest
    }
    const Vec2 velocity = computerShot_->velocity;
    computerShot_.reset();
    strike(player, velocity);
}

std::optional<double> RoundScreen::idleLimit() const {
    if (const std::optional<double> limit = onlineIdleLimit()) {
        return limit;
    }
    if (!scripted() && !session_->shotInProgress() && computerOnTurn() &&
        session_->readyToShoot()) {
        const double clock = session_->match().clock();
        if (!computerShot_) {
            return clock; // thinking: the hole clock waits
        }
        if (computerShot_->at && clock < *computerShot_->at) {
            return computerShot_->at; // the clock runs to the chosen instant, not past it
        }
        return computerShot_->at ? std::optional<double>(clock) : std::nullopt;
    }
    if (!scripted() || session_->shotInProgress()) {
        return std::nullopt; // players aim as long as they like; the clock runs if it can
    }
    // A logged shot without "at" is struck the instant the balls came to rest.
    return script_->peek()->at.value_or(session_->match().clock());
}

std::string RoundScreen::scriptWaitError() const {
    const std::optional<double> at = script_->peek()->at;
    const double clock = session_->match().clock();
    if (!at || *at > clock) {
        return {};
    }
    char text[200];
    if (*at < clock) { // the clock never runs past a scripted "at": this is the rest instant
        std::snprintf(text, sizeof text,
                      "at: %.17g is before %.17g, the instant the balls came to rest", *at, clock);
        return text;
    }
    if (!session_->readyToShoot()) { // the clock is at "at" and cannot run on
        std::snprintf(text, sizeof text,
                      "at: a ball is still moving at %.17g s (a mover pushed it)", *at);
        return text;
    }
    return {};
}

void RoundScreen::playScript(double seconds) {
    script_->wait(seconds);
    if (const std::string error = scriptWaitError(); !error.empty()) {
        failure_ = script_->file().string() + ": shot " + std::to_string(script_->lastIndex() + 1) +
                   "." + error;
        phase_ = Phase::Quit;
        return;
    }
    if (const std::optional<double> at = script_->peek()->at;
        at && session_->match().clock() < *at) {
        return; // the hole clock has not reached the shot's instant yet
    }
    if (!session_->readyToShoot()) {
        return; // a mover pushed a ball: it rolls on (a log's shot struck then would fail)
    }
    if (const auto shot = script_->take()) {
        const double maxSpeed = level().physics.maxShotSpeed;
        const Vec2 velocity = playedVelocity(*shot, maxSpeed);
        // A written speed above the limit is refused even if cos/sin round it below.
        const std::string error = (shot->form == ShotForm::AngleAndSpeed && shot->speed > maxSpeed)
                                      ? "speed is above maxShotSpeed"
                                      : playShot(shot->player, velocity);
        if (!error.empty()) {
            failure_ = script_->file().string() + ": shot " + std::to_string(script_->lastIndex()) +
                       ": " + error;
            phase_ = Phase::Quit;
        }
    }
}

std::string RoundScreen::playShot(int player, Vec2 velocity) {
    const Shot logged = session_->loggedShot(player, velocity, clocked_); // "at": now
    const Vec2 origin = session_->shotOrigin(player);
    std::string error = session_->shoot(player, velocity);
    if (!error.empty()) {
        return error;
    }
    tally_->strike(player, origin);
    aim_.end();
    const std::string writeError = recorder_.addShot(logged);
    if (!writeError.empty() && !recorderWarned_) {
        std::cerr << "minigolf: cannot write the shot log: " << writeError << '\n';
        recorderWarned_ = true;
    }
    context_.sounds.play(Cue::Putt, 0.25 + length(velocity) / level().physics.maxShotSpeed);
    return {};
}

void RoundScreen::react(const std::vector<Event>& events) {
    const double maxSpeed = level().physics.maxShotSpeed;
    for (const Event& event : events) {
        const std::string& name = names_[static_cast<std::size_t>(event.ball)];
        const HitKind hit = flashes_->note(event, seconds_);
        switch (event.type) {
        case EventType::WallHit:
            context_.sounds.play(hit == HitKind::Bumper ? Cue::Bumper : Cue::Wall,
                                 (hit == HitKind::Bumper ? 0.4 : 0) + 1.5 * event.speed / maxSpeed);
            break;
        case EventType::MoverHit:
            context_.sounds.play(Cue::Mover, 0.3 + 1.5 * event.speed / maxSpeed);
            break;
        case EventType::Squeezed:
            context_.sounds.play(Cue::Mover, 0.6);
            drops_.addReturn(
                event.ball, event.position,
                session_->match().world().balls()[static_cast<std::size_t>(event.ball)].position,
                seconds_);
            say(name + "'s ball was squeezed by a mover: it rests beside it");
            break;
        case EventType::BallHit:
            context_.sounds.play(Cue::Ball, 0.3 + 1.5 * event.speed / maxSpeed);
            break;
        case EventType::Holed:
            context_.sounds.play(Cue::Cup, 1.0);
            drops_.add(event.ball, event.position, seconds_, event.ball == session_->lastShooter());
            if (event.ball == session_->lastShooter()) {
                celebrate(event.ball);
            } else {
                // SPEC 5: a ball knocked in by another player's shot is not holed.
                say(name + "'s ball was knocked in: it goes back where it lay");
            }
            break;
        case EventType::Returned:
            drops_.addReturn(event.ball, level().cup, event.position, seconds_);
            say(name + "'s ball is back where it lay");
            break;
        case EventType::PickedUp:
            drops_.add(event.ball, event.position, seconds_, false); // taken off the course
            if (!session_->limited()) {
                say(name + " picks up at " + std::to_string(level().maxStrokes));
                limitSaid_[static_cast<std::size_t>(event.ball)] = true;
            } // else at the party's limit: sayPickUps says it, as when the game picks up
            break;
        case EventType::Watered:
            context_.sounds.play(Cue::Cup, 0.4);
            drops_.addReturn(
                event.ball, event.position,
                session_->match().world().balls()[static_cast<std::size_t>(event.ball)].position,
                seconds_);
            say(event.ball == session_->lastShooter()
                    ? name + "'s ball is in the water: back where it was struck, +1 penalty"
                    : name + "'s ball is in the water: back where it lay");
            break;
        case EventType::Teleported: // drawn where it lands; no sound of its own yet
        case EventType::Stopped:
            break;
        }
    }
}

void RoundScreen::celebrate(int player) {
    const std::string& name = names_[static_cast<std::size_t>(player)];
    const int strokes = strokesShown(player);
    const std::string big = restarted_ ? std::string() : celebration(strokes, level().par);
    confetti_.burst(level().cup, seconds_, strokes == 1, palette::player(player));
    if (!big.empty()) {
        banner_ = (names_.size() > 1 ? name + ": " : std::string()) + big;
        bannerSince_ = seconds_;
        context_.sounds.play(Cue::Cheer, 0.8);
    }
    say(name + ": " + scoreName(strokes, level().par));
}

void RoundScreen::endHole(bool skipped) {
    const Match& match = session_->match();
    if (!holeReported_) {
        // The state the recorded log replays to: at the last rest, not after idle ticks.
        std::cout << "minigolf: hole " << holeIndex_ + 1 << " \"" << displayText(level().name)
                  << "\": final hash " << hashToHex(session_->reportedHash(clocked_)) << " after "
                  << session_->reportedTicks() << " ticks"
                  << (session_->over() ? "" : " (not finished)") << std::endl;
        holeReported_ = true;
    }
    if (!session_->over() && !skipped) {
        return; // a restart or quit does not score the hole
    }
    std::vector<int> scores;
    for (int player = 0; player < match.playerCount(); ++player) {
        const auto index = static_cast<std::size_t>(player);
        scores.push_back(holeScore(match.players()[index], carried_[index], strokeLimit()));
        table_.record(static_cast<int>(holeIndex_), player, scores.back(),
                      !match.players()[index].holed);
    }
    // The round file keeps the hole's scores: the replays list adds up a round from them.
    if (const std::string error = recorder_.setScores(std::move(scores)); !error.empty()) {
        std::cerr << "minigolf: cannot record the hole's scores: " << error << '\n';
    }
    recordBest();
    addHole(roundStats_, static_cast<int>(holeIndex_) + 1, tally_->players());
    aim_.end();
    phase_ = holeIndex_ + 1 >= round_.holes.size() ? Phase::Final : Phase::Scorecard;
    phaseSince_ = seconds_;
    if (phase_ == Phase::Final) {
        finishRound();
    }
}

void RoundScreen::finishRound() {
    for (int player = 0; player < table_.playerCount(); ++player) {
        PlayerRoundStats& stats = roundStats_.players[static_cast<std::size_t>(player)];
        stats.strokes = table_.total(player);
        std::cout << "minigolf: round stats: " << statsSummary(stats) << '\n';
    }
    statsLines_ = keepRound();
    for (const std::string& line : statsLines_) {
        std::cout << "minigolf: final card: " << line << '\n';
    }
    std::cout << std::flush;
}

std::vector<std::string> RoundScreen::keepRound() {
    const bool fromFiles = std::any_of(round_.holes.begin(), round_.holes.end(),
                                       [](const Hole& hole) { return !hole.path.empty(); });
    if (context_.roundHistory.empty() || !fromFiles) {
        std::vector<std::string> lines = statsLines(roundStats_, {});
        lines.pop_back(); // no history line: this round is not kept
        return lines;
    }
    RoundHistory history(context_.roundHistory);
    std::vector<std::string> lines = statsLines(roundStats_, history.rounds());
    if (!history.loadError().empty()) {
        std::cerr << "minigolf: " << history.loadError() << '\n';
        lines.back() = "The round history cannot be read: this round is not kept";
        return lines;
    }
    if (const std::string error = history.append(roundStats_); !error.empty()) {
        std::cerr << "minigolf: cannot keep the round in the history: " << error << '\n';
        lines.back() = "The round could not be kept in the history";
        return lines;
    }
    const std::size_t count = history.rounds().size();
    std::cout << "minigolf: round history: " << count << (count == 1 ? " round" : " rounds")
              << " in " << context_.roundHistory.string() << '\n';
    return lines;
}

void RoundScreen::recordBest() {
    if (!mayRecordBest(restarted_, practised_)) {
        return;
    }
    const Match& match = session_->match();
    std::vector<bool> holed;
    std::vector<int> strokes;
    for (const PlayerState& state : match.players()) {
        holed.push_back(state.holed);
        strokes.push_back(state.strokes);
    }
    const std::optional<BestScore> best = bestOfHole(holed, strokes, names_);
    if (!best || !context_.bestScores.offer(level(), best->strokes, best->holder)) {
        return;
    }
    records_.push_back("New best for " + level().name + ": " + std::to_string(best->strokes) +
                       " by " + best->holder);
    if (const std::string error = context_.bestScores.save(); !error.empty()) {
        std::cerr << "minigolf: cannot save best scores: " << error << '\n';
    }
}

void RoundScreen::nextHole() {
    if (online_) {
        advanceRequested_ = true; // the next hole begins when the server has sent it
        return;
    }
    if (holeIndex_ + 1 >= round_.holes.size()) {
        phase_ = Phase::Final;
        return;
    }
    startHole(static_cast<int>(holeIndex_ + 1));
}

void RoundScreen::quitting() {
    if (!holeReported_ && session_) {
        endHole(false);
    }
}

HoleScene RoundScreen::scene() {
    HoleScene scene;
    scene.seconds = seconds_;
    scene.holeClock = session_->drawClock();
    flashes_->addTo(scene, seconds_);
    const Match& match = session_->match();
    const int turn = (phase_ == Phase::Playing && session_->readyToShoot() && !ballsSettling())
                         ? turnPlayer()
                         : -1;
    for (int i = 0; i < match.playerCount(); ++i) {
        const Ball& ball = match.world().balls()[static_cast<std::size_t>(i)];
        if (ball.inPlay && !drops_.hides(i, seconds_)) {
            scene.balls.push_back(
                {session_->drawPosition(i), palette::player(i), false, i == turn});
        } else if (i == turn) {
            scene.balls.push_back({session_->shotOrigin(i), palette::player(i), true, true});
        }
    }
    if (ghostShown()) {
        for (const std::vector<Vec2>& path : ghost_) {
            scene.paths.push_back({path, sf::Color(255, 255, 255, 70)});
        }
    }
    drops_.addTo(scene, seconds_);
    trails_.addTo(scene);
    confetti_.addTo(scene, seconds_);
    if (turn < 0) {
        return scene;
    }
    const double maxSpeed = level().physics.maxShotSpeed;
    if (scripted()) {
        // Show the logged shot being aimed, as a player would.
        const Vec2 v = playedVelocity(*script_->peek(), maxSpeed);
        const double speed = length(v);
        if (speed > 0) {
            scene.aim = AimSprite{session_->shotOrigin(turn), v / speed, speed / maxSpeed, {}};
        }
    } else if (computerLevel(turn)) {
        if (computerShot_) { // the computer's aim, shown before it strikes
            const double speed = length(computerShot_->velocity);
            scene.aim = AimSprite{session_->shotOrigin(turn),
                                  computerShot_->velocity / speed,
                                  speed / maxSpeed,
                                  {},
                                  true};
        }
    } else if (aim_.active()) {
        scene.aim = AimSprite{aim_.origin(), aim_.direction(), aim_.power(), aim_.dragPoint(),
                              !aim_.dragPoint().has_value()}; // keyboard: the fixed guide
    }
    if (previewOn_ && scene.aim) {
        scene.preview = preview_.path(match, turn, scene.aim->origin, scene.aim->direction);
    }
    return scene;
}

bool RoundScreen::ghostShown() const {
    // Only once the player on turn (or the one whose shot rolls) has struck on this hole: the
    // best round's line would give the first shot away.
    const int player = session_->shotInProgress() ? session_->lastShooter() : turnPlayer();
    return player >= 0 && strokesShown(player) > 0;
}

HudInfo RoundScreen::hudInfo() const {
    HudInfo info;
    info.holeNumber = static_cast<int>(holeIndex_) + 1;
    info.holeCount = static_cast<int>(round_.holes.size());
    info.holeName = level().name;
    info.par = level().par;
    if (const std::optional<BestScore> record = context_.bestScores.record(level())) {
        info.best = record->strokes;
        info.bestHolder = record->holder;
    }
    const Match& match = session_->match();
    const int turn = session_->shotInProgress() ? session_->lastShooter() : turnPlayer();
    for (int i = 0; i < match.playerCount(); ++i) {
        const PlayerState& state = match.players()[static_cast<std::size_t>(i)];
        info.players.push_back({names_[static_cast<std::size_t>(i)], palette::player(i),
                                strokesShown(i), state.holed,
                                state.pickedUp || session_->atLimit(i), i == turn});
    }
    if (aim_.charging()) {
        info.power = aim_.power();
    }
    const bool thinks =
        turn >= 0 && !session_->shotInProgress() && computerLevel(turn) && computer_.busy();
    const std::string thinking =
        thinks ? names_[static_cast<std::size_t>(turn)] + " is thinking\u2026" : std::string();
    if (seconds_ < messageUntil_) {
        info.message = thinks ? message_ + "  \u00b7  " + thinking : message_;
    } else if (thinks) {
        info.message = thinking;
    } else if (turn >= 0 && !session_->shotInProgress()) {
        info.message = names_[static_cast<std::size_t>(turn)] + " to play";
    }
    if (online_ && !online_->status().empty()) {
        info.message = online_->status(); // lost, coming back
    } else if (online_ && sentAt_) {
        info.message = "shot sent; waiting for the server\u2026";
    }
    info.hint =
        online_ ? "press and pull back to putt  \u00b7  \u2190\u2192 + Space  \u00b7  B preview  "
                  "\u00b7  Esc pause"
                : "press and pull back to putt  \u00b7  \u2190\u2192 + Space  \u00b7  B preview  "
                  "\u00b7  R restart  \u00b7  Esc pause";
    if (seconds_ - bannerSince_ < bannerSeconds) {
        info.banner = banner_;
        info.bannerAge = seconds_ - bannerSince_;
    }
    return info;
}

void RoundScreen::draw(sf::RenderTarget& target) {
    windowSize_ = {static_cast<unsigned>(target.getView().getSize().x),
                   static_cast<unsigned>(target.getView().getSize().y)};
    target.clear(palette::background);
    layout();
    renderer_->draw(target, view_, scene());
    hud_.draw(target, hudInfo());
    if (phase_ == Phase::Paused) {
        pauseMenu_.draw(target);
    } else if (phase_ == Phase::ConfirmRestart) {
        confirm_.draw(target);
    } else if (phase_ == Phase::ConfirmSkip) {
        confirmSkip_.draw(target);
    }
    if (phase_ == Phase::Scorecard || phase_ == Phase::Final) {
        drawScorecard(target);
    }
    drawOnlineWarning(target);
}

void RoundScreen::drawScorecard(sf::RenderTarget& target) {
    const bool last = holeIndex_ + 1 >= round_.holes.size();
    if (!last) {
        const std::string title =
            round_.name + "  \u00b7  after hole " + std::to_string(holeIndex_ + 1);
        scorecard_.draw(target, table_, title, static_cast<int>(holeIndex_), records_,
                        "Enter or click: next hole");
        return;
    }
    std::vector<std::string> lines = records_;
    if (const std::string winner = winnerLine(table_); !winner.empty()) {
        lines.insert(lines.begin(), winner);
    }
    const sf::FloatRect card =
        scorecard_.draw(target, table_, round_.name + "  \u00b7  final",
                        static_cast<int>(holeIndex_), lines, "", statsLines_);
    const sf::Vector2f buttons{180, 42};
    finalMenu_.draw(
        target, context_.font,
        {card.left + card.width / 2 - (finalMenu_.count() > 1 ? buttons.x + 10 : buttons.x / 2),
         card.top + card.height - 62},
        buttons, 20);
}

} // namespace golf::game

#pragma once

/// \file
/// Short synthesised sounds for the events of play.

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <array>
#include <cstddef>
#include <memory>
#include <vector>

namespace golf::game {

/// The sounds the game plays.
enum class Cue {
    Putt,
    Wall,
    Ball,
    Cup,
    Cheer,
    Bumper, ///< a bumper wall kicks a ball (format 3)
    Mover,  ///< a windmill arm or a sliding block hits a ball (format 3)
};

/// How many cues there are.
inline constexpr std::size_t cueCount = 7;

/// Sound buffers generated from code at start-up and a small pool of voices to play them.
/// Without an audio device (a CI machine under xvfb) SFML only prints a warning and the
/// sounds are silent; a muted bank does not touch the audio system at all.
class SoundBank {
  public:
    /// Generates every cue; `muted` skips all audio.
    explicit SoundBank(bool muted);

    /// True if the system seems to have somewhere to play sound: an ALSA card or a
    /// PulseAudio/PipeWire server. Checked first because opening a missing device makes ALSA,
    /// OpenAL and SFML print dozens of lines.
    [[nodiscard]] static bool audioDeviceLikely();

    /// The 16-bit mono samples of a cue at sampleRate, as generated at start-up.
    [[nodiscard]] static std::vector<sf::Int16> samples(Cue cue);

    /// Samples per second of every cue.
    static constexpr unsigned sampleRate = 44100;

    /// Plays a cue at a loudness from 0 (silent) to 1 (loudest), times the volume.
    void play(Cue cue, double loudness);

    /// The player's volume setting, 0..1 (default 1); out-of-range values are clamped.
    void setVolume(double volume) { volume_ = volume < 0 ? 0 : (volume > 1 ? 1 : volume); }
    [[nodiscard]] double volume() const { return volume_; }
    /// The player's mute setting (a bank made muted stays silent whatever this says).
    void setMuted(bool muted) { muted_ = muted; }
    [[nodiscard]] bool muted() const { return muted_; }

  private:
    /// The audio objects; created only when not muted, since merely constructing an SFML
    /// sound opens the audio device.
    struct Audio {
        std::array<sf::SoundBuffer, cueCount> buffers;
        std::array<sf::Sound, 8> voices;
    };
    std::unique_ptr<Audio> audio_;
    std::size_t nextVoice_ = 0;
    double volume_ = 1;
    bool muted_ = false;
};

} // namespace golf::game

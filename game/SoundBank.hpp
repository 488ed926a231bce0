#pragma once

/// \file
/// Short synthesised sounds for the events of play.

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <array>
#include <memory>
#include <vector>

namespace golf::game {

/// The sounds the game plays.
enum class Cue { Putt, Wall, Ball, Cup };

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

    /// Plays a cue at a volume from 0 (silent) to 1 (loudest).
    void play(Cue cue, double loudness);

  private:
    /// The audio objects; created only when not muted, since merely constructing an SFML
    /// sound opens the audio device.
    struct Audio {
        std::array<sf::SoundBuffer, 4> buffers;
        std::array<sf::Sound, 8> voices;
    };
    std::unique_ptr<Audio> audio_;
    std::size_t nextVoice_ = 0;
};

} // namespace golf::game

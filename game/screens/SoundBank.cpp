#include "SoundBank.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <numbers>
#include <vector>

namespace golf::game {

namespace {

constexpr unsigned sampleRate = SoundBank::sampleRate;

/// A deterministic noise source (no global state): a 32-bit xorshift.
class Noise {
  public:
    double next() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 17;
        state_ ^= state_ << 5;
        return static_cast<double>(state_) / 2147483648.0 - 1.0;
    }

  private:
    std::uint32_t state_ = 2463534242u;
};

/// A sound described by its parts: decaying tones plus a burst of filtered noise.
struct Recipe {
    double seconds;
    double tone;       ///< start frequency, Hz
    double toneEnd;    ///< end frequency, Hz (a falling pitch sounds like a drop)
    double toneDecay;  ///< per second
    double noise;      ///< share of noise, 0..1
    double noiseDecay; ///< per second
    double overtone;   ///< share of the second partial (2.7x: woody, not musical)
};

std::vector<sf::Int16> synthesise(const Recipe& r) {
    const auto count = static_cast<std::size_t>(r.seconds * sampleRate);
    std::vector<sf::Int16> samples(count);
    Noise noise;
    double phase = 0;
    double phase2 = 0;
    double lowPassed = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / sampleRate;
        const double frequency = r.tone + (r.toneEnd - r.tone) * (t / r.seconds);
        phase += 2 * std::numbers::pi * frequency / sampleRate;
        phase2 += 2 * std::numbers::pi * frequency * 2.7 / sampleRate;
        lowPassed += 0.35 * (noise.next() - lowPassed);
        const double attack = std::min(1.0, t * 2000); // no click at the start
        const double tone = (std::sin(phase) + r.overtone * std::sin(phase2)) *
                            std::exp(-r.toneDecay * t) * (1 - r.noise);
        const double hiss = lowPassed * std::exp(-r.noiseDecay * t) * r.noise * 2;
        const double value = std::clamp(attack * (tone + hiss) * 0.8, -1.0, 1.0);
        samples[i] = static_cast<sf::Int16>(value * 32000);
    }
    return samples;
}

/// The cup: three quick rattles on the rim, then a low plunk.
std::vector<sf::Int16> cupSound() {
    std::vector<sf::Int16> samples(static_cast<std::size_t>(0.45 * sampleRate));
    const std::vector<sf::Int16> rattle = synthesise({0.05, 1900, 1700, 70, 0.4, 90, 0.3});
    const std::vector<sf::Int16> plunk = synthesise({0.3, 240, 140, 12, 0.1, 40, 0.2});
    const auto mix = [&samples](const std::vector<sf::Int16>& part, double start, double gain) {
        const auto offset = static_cast<std::size_t>(start * sampleRate);
        for (std::size_t i = 0; i < part.size() && offset + i < samples.size(); ++i) {
            const int sum = samples[offset + i] + static_cast<int>(part[i] * gain);
            samples[offset + i] = static_cast<sf::Int16>(std::clamp(sum, -32000, 32000));
        }
    };
    mix(rattle, 0.0, 0.6);
    mix(rattle, 0.05, 0.45);
    mix(rattle, 0.09, 0.3);
    mix(plunk, 0.13, 1.0);
    return samples;
}

/// A celebration: a quick rising arpeggio (C, E, G, high C), each note ringing on.
std::vector<sf::Int16> cheerSound() {
    std::vector<sf::Int16> samples(static_cast<std::size_t>(0.48 * sampleRate));
    const double notes[] = {523.25, 659.25, 783.99, 1046.5};
    for (int n = 0; n < 4; ++n) {
        const std::vector<sf::Int16> note =
            synthesise({0.48 - 0.08 * n, notes[n], notes[n], 9, 0.0, 1, 0.15});
        const auto offset = static_cast<std::size_t>(0.08 * n * sampleRate);
        for (std::size_t i = 0; i < note.size() && offset + i < samples.size(); ++i) {
            const int sum = samples[offset + i] + static_cast<int>(note[i] * 0.4);
            samples[offset + i] = static_cast<sf::Int16>(std::clamp(sum, -32000, 32000));
        }
    }
    // Fade the last 50 ms so the chord ends softly.
    const std::size_t fade = sampleRate / 20;
    for (std::size_t i = 0; i < fade; ++i) {
        sf::Int16& s = samples[samples.size() - 1 - i];
        s = static_cast<sf::Int16>(s * static_cast<double>(i) / fade);
    }
    return samples;
}

} // namespace

SoundBank::SoundBank(bool muted) {
    if (muted) {
        return;
    }
    audio_ = std::make_unique<Audio>();
    const std::array<std::vector<sf::Int16>, cueCount> sounds{
        samples(Cue::Putt),  samples(Cue::Wall),   samples(Cue::Ball), samples(Cue::Cup),
        samples(Cue::Cheer), samples(Cue::Bumper), samples(Cue::Mover)};
    for (std::size_t i = 0; i < sounds.size(); ++i) {
        // A failed load leaves the buffer empty, and an empty buffer plays silence.
        (void)audio_->buffers[i].loadFromSamples(sounds[i].data(), sounds[i].size(), 1, sampleRate);
    }
}

std::vector<sf::Int16> SoundBank::samples(Cue cue) {
    switch (cue) {
    case Cue::Putt: // a soft knock with a click
        return synthesise({0.12, 520, 380, 45, 0.55, 60, 0.4});
    case Cue::Wall: // a hollow wooden thud
        return synthesise({0.14, 190, 150, 30, 0.45, 45, 0.6});
    case Cue::Ball: // a sharp click
        return synthesise({0.06, 2300, 2100, 80, 0.3, 110, 0.2});
    case Cue::Cup:
        return cupSound();
    case Cue::Cheer:
        return cheerSound();
    case Cue::Bumper: // a bright rising "boing", unlike any wall
        return synthesise({0.22, 420, 980, 14, 0.1, 60, 0.25});
    case Cue::Mover: // a deep knock of a heavy wooden arm
        return synthesise({0.18, 120, 95, 22, 0.5, 35, 0.7});
    }
    return {};
}

bool SoundBank::audioDeviceLikely() {
    std::error_code error;
    if (std::getenv("PULSE_SERVER") != nullptr) {
        return true;
    }
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime != nullptr) {
        const std::filesystem::path folder(runtime);
        if (std::filesystem::exists(folder / "pulse" / "native", error) ||
            std::filesystem::exists(folder / "pipewire-0", error)) {
            return true;
        }
    }
    for (const auto& entry : std::filesystem::directory_iterator("/dev/snd", error)) {
        if (entry.path().filename().string().starts_with("pcm")) {
            return true;
        }
    }
    return false;
}

void SoundBank::play(Cue cue, double loudness) {
    if (!audio_ || muted_ || loudness <= 0 || volume_ <= 0) {
        return;
    }
    sf::Sound& voice = audio_->voices[nextVoice_];
    nextVoice_ = (nextVoice_ + 1) % audio_->voices.size();
    voice.stop();
    voice.setBuffer(audio_->buffers[static_cast<std::size_t>(cue)]);
    voice.setVolume(static_cast<float>(std::clamp(loudness, 0.0, 1.0) * volume_ * 100));
    voice.play();
}

} // namespace golf::game

// SoundBank: the synthesised cues are short, audible, unclipped and start without a click.

#include "SoundBank.hpp"

#include <cstdlib>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

TEST(SoundBank, CuesAreShortAudibleAndClean) {
    for (const Cue cue :
         {Cue::Putt, Cue::Wall, Cue::Ball, Cue::Cup, Cue::Cheer, Cue::Bumper, Cue::Mover}) {
        const std::vector<sf::Int16> samples = SoundBank::samples(cue);
        const double seconds = static_cast<double>(samples.size()) / SoundBank::sampleRate;
        EXPECT_GT(seconds, 0.03);
        EXPECT_LT(seconds, 0.5);
        int peak = 0;
        for (const sf::Int16 s : samples) {
            peak = std::max(peak, std::abs(static_cast<int>(s)));
        }
        EXPECT_GT(peak, 6000) << "cue " << static_cast<int>(cue) << " is too quiet";
        EXPECT_LE(peak, 32000) << "cue " << static_cast<int>(cue) << " clips";
        EXPECT_LT(std::abs(static_cast<int>(samples.front())), 200) << "a click at the start";
        // It fades out: the last millisecond is far quieter than the peak.
        int tail = 0;
        for (std::size_t i = samples.size() - 44; i < samples.size(); ++i) {
            tail = std::max(tail, std::abs(static_cast<int>(samples[i])));
        }
        EXPECT_LT(tail, peak / 3) << "cue " << static_cast<int>(cue) << " ends abruptly";
    }
    // Different cues sound different.
    EXPECT_NE(SoundBank::samples(Cue::Putt), SoundBank::samples(Cue::Wall));
    EXPECT_NE(SoundBank::samples(Cue::Cup), SoundBank::samples(Cue::Cheer));
    EXPECT_NE(SoundBank::samples(Cue::Bumper), SoundBank::samples(Cue::Wall));
    EXPECT_NE(SoundBank::samples(Cue::Mover), SoundBank::samples(Cue::Wall));
}

TEST(SoundBank, VolumeIsClampedAndMuteIsRemembered) {
    SoundBank bank(true);
    EXPECT_EQ(bank.volume(), 1.0);
    bank.setVolume(1.7);
    EXPECT_EQ(bank.volume(), 1.0);
    bank.setVolume(-0.2);
    EXPECT_EQ(bank.volume(), 0.0);
    bank.setVolume(0.4);
    EXPECT_EQ(bank.volume(), 0.4);
    EXPECT_FALSE(bank.muted());
    bank.setMuted(true);
    EXPECT_TRUE(bank.muted());
    bank.play(Cue::Cheer, 1.0); // a bank made muted never touches the audio system
}

} // namespace
} // namespace golf::game

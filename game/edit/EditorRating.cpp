#include "EditorRating.hpp"

#include "golf/analysis/rating.hpp"

namespace golf::game {

RateFunction editorRating() {
    return [](const Level& level, std::stop_token stop,
              const std::function<void(double)>& progress) -> std::optional<ParSuggestionResult> {
        const LevelRating rating = rateLevel(level, RatingOptions{}, progress, stop);
        if (rating.cancelled) {
            return std::nullopt;
        }
        return ParSuggestionResult{.suggestedPar = rating.suggestedPar,
                                   .bestStrokes = rating.bestStrokes,
                                   .successRate = rating.successRate,
                                   .successLow = rating.successLow,
                                   .successHigh = rating.successHigh,
                                   .parCertain = rating.parCertain,
                                   .parLeans = rating.parLeans,
                                   .note = rating.problem};
    };
}

} // namespace golf::game

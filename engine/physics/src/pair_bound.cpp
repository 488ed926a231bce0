// PairBound::take is inline (pair_bound.hpp): its one caller, the pair search, has worked out
// the same speeds and travels.

#include "pair_bound.hpp"

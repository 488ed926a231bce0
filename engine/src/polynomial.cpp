#include "polynomial.hpp"

namespace golf {

double evaluatePolynomial(const std::vector<double>& coefficients, double x) {
    double value = 0;
    for (auto it = coefficients.rbegin(); it != coefficients.rend(); ++it) {
        value = value * x + *it;
    }
    return value;
}

std::vector<double> polynomialRoots(std::vector<double> coefficients, double lo, double hi) {
    while (!coefficients.empty() && coefficients.back() == 0) {
        coefficients.pop_back();
    }
    if (coefficients.size() <= 1) {
        return {}; // a non-zero constant has no root (and the zero polynomial none we report)
    }
    if (coefficients.size() == 2) {
        const double root = -coefficients[0] / coefficients[1];
        return (root >= lo && root <= hi) ? std::vector<double>{root} : std::vector<double>{};
    }
    std::vector<double> derivative;
    for (std::size_t i = 1; i < coefficients.size(); ++i) {
        derivative.push_back(coefficients[i] * static_cast<double>(i));
    }
    // Between consecutive critical points the polynomial is monotonic: at most one root.
    std::vector<double> points{lo};
    for (const double critical : polynomialRoots(derivative, lo, hi)) {
        if (critical > points.back() && critical < hi) {
            points.push_back(critical);
        }
    }
    points.push_back(hi);
    const auto p = [&](double x) {
        return evaluatePolynomial(coefficients, x);
    };
    std::vector<double> roots;
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const double a = points[i];
        const double b = points[i + 1];
        const double pa = p(a);
        const double pb = p(b);
        if (pa == 0) {
            if (roots.empty() || roots.back() != a) {
                roots.push_back(a);
            }
        } else if ((pa < 0) != (pb < 0) || pb == 0) {
            roots.push_back(bisectSignChange(p, a, b));
        }
    }
    return roots;
}

} // namespace golf
